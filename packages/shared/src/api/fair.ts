import { z } from 'zod';
import { parseLira } from '../money.ts';
import type { fairVerifyRequest } from './games.ts';

/** Which rules a game of the verifier follows, from its slug. */
export type FairGameKind = 'slot' | 'roulette' | 'baccarat' | 'blackjack';

export function fairGameKind(slug: string): FairGameKind {
  if (slug === 'avrupa-ruleti') return 'roulette';
  if (slug === 'baccarat' || slug === 'blackjack') return slug;
  return 'slot';
}

export const fairVerifyMessages = {
  game: 'Bir oyun seçin',
  serverSeed: 'Sunucu tohumu 64 karakterlik onaltılık bir değer olmalı',
  clientSeed: 'İstemci tohumu 1-64 karakter olmalı',
  nonce: 'Nonce 0 veya daha büyük bir tam sayı olmalı',
  hash: 'Özet 64 karakterlik onaltılık bir değer olmalı',
  bet: 'Geçerli bir bahis tutarı girin (ör. 1 veya 2,50)',
  rouletteBets: 'Bahisler geçerli bir JSON listesi olmalı (örneğe bakın)',
  baccaratBets: 'Bahisler geçerli bir JSON nesnesi olmalı (örneğe bakın)',
  actions: 'Hamleler yalnızca hit, stand ve double olabilir',
} as const;

const HEX64 = /^[0-9a-f]{64}$/i;
const BLACKJACK_ACTIONS = ['hit', 'stand', 'double'] as const;
type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
const isAction = (a: string): a is BlackjackAction => (BLACKJACK_ACTIONS as readonly string[]).includes(a);

/** POST /api/fair/verify: what a past round needs to be recomputed (the call's own schema). Amounts in kuruş. */
export type FairVerifyBody = z.input<typeof fairVerifyRequest>;

function parseBets(kind: FairGameKind, text: string): unknown {
  try {
    const bets: unknown = JSON.parse(text);
    const ok =
      kind === 'roulette'
        ? Array.isArray(bets) && bets.length > 0
        : bets !== null && typeof bets === 'object' && !Array.isArray(bets);
    return ok ? bets : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The public verifier's form, every field as typed (the bet in lira, '2,50'; the bets as JSON;
 * the blackjack actions comma-separated), and the request body it makes. Which fields count
 * depends on the game; each wrong field gets its Turkish error.
 */
export const fairVerifyForm = z
  .object({
    game: z.string(),
    serverSeed: z.string(),
    clientSeed: z.string(),
    nonce: z.string(),
    bet: z.string(),
    bets: z.string(),
    actions: z.string(),
    hash: z.string(),
  })
  .transform((f, ctx): FairVerifyBody => {
    const fail = (field: keyof typeof f, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const m = fairVerifyMessages;
    const kind = fairGameKind(f.game);
    if (!f.game) fail('game', m.game);
    const serverSeed = f.serverSeed.trim();
    if (!HEX64.test(serverSeed)) fail('serverSeed', m.serverSeed);
    const clientSeed = f.clientSeed.trim();
    if (!clientSeed || clientSeed.length > 64) fail('clientSeed', m.clientSeed);
    if (!/^\d+$/.test(f.nonce.trim())) fail('nonce', m.nonce);
    const hash = f.hash.trim();
    if (hash && !HEX64.test(hash)) fail('hash', m.hash);

    const body: FairVerifyBody = {
      game: f.game,
      server_seed: serverSeed,
      client_seed: clientSeed,
      nonce: Number(f.nonce.trim()),
    };
    if (hash) body.server_seed_hash = hash.toLowerCase();
    if (kind === 'slot' || kind === 'blackjack') {
      const kurus = parseLira(f.bet);
      if (kurus === null || kurus <= 0n) fail('bet', m.bet);
      else body.bet = Number(kurus);
    } else {
      const bets = parseBets(kind, f.bets);
      if (bets === undefined) fail('bets', kind === 'roulette' ? m.rouletteBets : m.baccaratBets);
      else body.bets = bets;
    }
    if (kind === 'blackjack') {
      const actions = f.actions
        .split(/[\s,]+/)
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean);
      if (actions.every(isAction)) body.actions = actions;
      else fail('actions', m.actions);
    }
    return body;
  });
export type FairVerifyFormValues = z.input<typeof fairVerifyForm>;
