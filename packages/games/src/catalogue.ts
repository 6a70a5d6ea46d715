/**
 * The lobby catalogue of the in-house provider 'Lale Games': every slot title and RNG table with
 * the metadata the lobby shows. Art paths are relative to packages/games/ (see `artUrl`).
 */
import { SLOTS } from './slots/index.ts';
import type { PublicSlotDefinition, SlotFeature, SlotMechanic, Volatility } from './slots/types.ts';
import { baccaratInfo } from './tables/baccarat.ts';
import { blackjackInfo } from './tables/blackjack.ts';
import { rouletteInfo } from './tables/roulette.ts';
import { RNG_TABLE_LABEL, type TableGameInfo } from './tables/types.ts';

export const PROVIDER = 'Lale Games';
export const PROVIDER_ID = 'house';
export const PROVIDER_LOGO = 'art/provider/lale-games.svg';

export interface CatalogueEntry {
  id: string;
  name: string;
  type: 'slot' | 'table';
  /** 'slot', or 'rng-table' for the live-casino lobby's RNG tables. */
  kind: 'slot' | 'rng-table';
  /** 'RNG Masa Oyunu' for tables (they are not live-dealer games). */
  label: string | null;
  mechanic: SlotMechanic | 'roulette' | 'blackjack' | 'baccarat';
  features: (SlotFeature | string)[];
  /** e.g. '5x3, 20 hat' or '243 yol'. */
  layout: string;
  /** Declared RTP, percent (tables: the best bet / the documented strategy). */
  rtp: number;
  rtp_by_bet: Record<string, number> | null;
  volatility: Volatility;
  has_demo: true;
  is_new: boolean;
  is_hot: boolean;
  is_featured: boolean;
  provider: typeof PROVIDER;
  /** Kuruş. */
  min_bet: number;
  max_bet: number;
  bet_levels: number[] | null;
  description: string;
  thumbnail: string;
  /** Symbol art of slots (path per symbol id). */
  symbols: Record<string, string> | null;
  provider_logo: string;
}

interface LobbyText {
  description: string;
  is_new?: boolean;
  is_hot?: boolean;
  is_featured?: boolean;
}

const SLOT_TEXT: Record<string, LobbyText> = {
  'lale-bahcesi': {
    description:
      'Baharda açan lalelerin arasında 10 hatlı klasik bir slot. Bahçıvan joker her sembolün yerine geçer.',
    is_featured: true,
  },
  'kapadokya-balonlari': {
    description:
      'Peri bacalarının üstünde gün doğumu: 5x4 makarada 1024 yol, gün doğumu sembolleriyle x2 bedava dönüşler.',
    is_new: true,
    is_featured: true,
  },
  'bogaz-gecesi': {
    description:
      'Köprünün ışıkları altında 25 hat. Üç dolunay 10 bedava dönüş açar, tüm kazançlar x3 ve jokerler bol.',
    is_hot: true,
  },
  'nazar-boncugu': {
    description: 'Nazar boncuğu jokerli, 3 makaralı 5 hatlı sade ve hızlı bir meyve slotu.',
    is_hot: true,
  },
  'baklava-ustasi': {
    description:
      'Kazanan semboller patlar, yenileri düşer: her ardışık düşüşte çarpan x1, x2, x3 ve x5 olur.',
    is_new: true,
    is_hot: true,
  },
  'efes-hazineleri': {
    description:
      'Antik kentin hazineleri 243 yolda. Celsus Kütüphanesi sembolleri x3 çarpanlı bedava dönüşleri başlatır.',
    is_featured: true,
  },
  'kiz-kulesi': {
    description:
      'Boğazın ortasında 20 hat: fener sembolleri x3 çarpanlı, yeniden tetiklenebilen bedava dönüşler verir.',
  },
  'anadolu-kilimi': {
    description: 'Elibelinde, koçboynuzu ve yıldız motifleri 243 yolda. Kilim jokeri orta makaralarda.',
    is_new: true,
  },
};

const TABLE_TEXT: Record<
  string,
  LobbyText & { mechanic: 'roulette' | 'blackjack' | 'baccarat'; layout: string }
> = {
  'avrupa-ruleti': {
    mechanic: 'roulette',
    layout: 'Tek sıfırlı',
    description:
      'Tek sıfırlı Avrupa ruleti; düz sayıdan renk ve çift/teke kadar tüm bahisler. Sonuçlar RNG ile belirlenir.',
    is_featured: true,
  },
  blackjack: {
    mechanic: 'blackjack',
    layout: '6 deste',
    description:
      '6 desteli blackjack: krupiye yumuşak 17’de durur, blackjack 3:2 öder, ilk iki kartta ikiye katlama.',
    is_hot: true,
  },
  baccarat: {
    mechanic: 'baccarat',
    layout: '8 deste',
    description:
      'Punto banco: Oyuncu 1:1, Banka 0,95:1, Beraberlik 8:1. Klasik üçüncü kart kuralları, RNG ile dağıtılır.',
    is_new: true,
  },
};

const FEATURE_TR: Record<string, string> = {
  paylines: 'hat',
  ways: 'yol',
};

function slotLayout(g: (typeof SLOTS)[number]): string {
  const grid = `${g.reels}x${g.rows}`;
  return g.mechanic === 'paylines'
    ? `${grid}, ${g.waysOrLines} ${FEATURE_TR.paylines}`
    : `${grid}, ${g.waysOrLines} ${FEATURE_TR.ways}`;
}

function tableEntry(info: TableGameInfo, volatility: Volatility): CatalogueEntry {
  const t = TABLE_TEXT[info.id]!;
  return {
    id: info.id,
    name: info.name,
    type: 'table',
    kind: 'rng-table',
    label: RNG_TABLE_LABEL,
    mechanic: t.mechanic,
    features: ['rng'],
    layout: t.layout,
    rtp: info.rtp,
    rtp_by_bet: info.rtpByBet,
    volatility,
    has_demo: true,
    is_new: t.is_new ?? false,
    is_hot: t.is_hot ?? false,
    is_featured: t.is_featured ?? false,
    provider: PROVIDER,
    min_bet: info.limits.minBet,
    max_bet: info.limits.maxBet,
    bet_levels: null,
    description: t.description,
    thumbnail: `art/thumbnails/${info.id}.svg`,
    symbols: null,
    provider_logo: PROVIDER_LOGO,
  };
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...SLOTS.map((g): CatalogueEntry => {
    const t = SLOT_TEXT[g.id]!;
    return {
      id: g.id,
      name: g.name,
      type: 'slot',
      kind: 'slot',
      label: null,
      mechanic: g.mechanic,
      features: g.features,
      layout: slotLayout(g),
      rtp: g.rtp,
      rtp_by_bet: null,
      volatility: g.volatility,
      has_demo: true,
      is_new: t.is_new ?? false,
      is_hot: t.is_hot ?? false,
      is_featured: t.is_featured ?? false,
      provider: PROVIDER,
      min_bet: Math.min(...g.betLevels),
      max_bet: Math.max(...g.betLevels),
      bet_levels: [...g.betLevels],
      description: t.description,
      thumbnail: `art/thumbnails/${g.id}.svg`,
      symbols: Object.fromEntries(g.symbols.map((s) => [s.id, s.art])),
      provider_logo: PROVIDER_LOGO,
    };
  }),
  tableEntry(rouletteInfo, 'medium'),
  tableEntry(blackjackInfo, 'low'),
  tableEntry(baccaratInfo, 'low'),
];

const byId = new Map(CATALOGUE.map((e) => [e.id, e]));

export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return byId.get(id);
}

/** Absolute file URL of an art path from the catalogue (for a static file server). */
export function artUrl(path: string): URL {
  if (!/^art\/[a-z0-9/-]+\.svg$/.test(path)) throw new RangeError('not an art path');
  return new URL(`../${path}`, import.meta.url);
}

/**
 * GET /api/house/game: a catalogue entry with its game's definition (a slot's without its strips, a
 * table's rules). The game client reads the fields below; the reply carries the whole entry.
 */
export type HouseGameInfo = Pick<
  CatalogueEntry,
  | 'id'
  | 'name'
  | 'type'
  | 'features'
  | 'layout'
  | 'rtp'
  | 'rtp_by_bet'
  | 'volatility'
  | 'min_bet'
  | 'max_bet'
  | 'bet_levels'
  | 'description'
  | 'provider'
  | 'label'
> & { mechanic: string; definition: PublicSlotDefinition | TableGameInfo | null };
