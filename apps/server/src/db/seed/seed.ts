import type { Db, Queryable } from '../client.ts';
import { one } from '../client.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { insertPlayer, openPlayerAccounts } from '../../modules/auth/auth.queries.ts';
import { approveDepositInTx } from '../../modules/wallet/wallet.service.ts';
import { insertDeposit } from '../../modules/wallet/wallet.queries.ts';
import { demoBanners, demoCategories, demoPages, demoPromotions, demoSite } from './demo-content.ts';

const SEED_LOCK = 734_221_002;

/**
 * First start only (no site yet): creates the default site with its house accounts and, unless
 * turned off (production), the demo content. Never touches a database that already has a site.
 */
export async function seed(db: Db, options: { demo: boolean; demoPlayer?: boolean }): Promise<'seeded' | 'skipped'> {
  return db.tx(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const existing = await tx.query('select id from sites limit 1');
    if (existing.length > 0) return 'skipped';
    const siteId = await insertSite(tx, options.demo);
    await openHouseAccounts(tx, siteId);
    if (options.demo) {
      await insertDemoContent(tx, siteId);
      // The demo player has a known password and a withdrawable balance: never in production.
      if (options.demoPlayer ?? true) await insertDemoPlayer(tx, siteId);
    }
    return 'seeded';
  });
}

async function insertSite(tx: Queryable, demo: boolean): Promise<number> {
  const s = demo
    ? demoSite
    : { ...demoSite, name: 'Casino', title: 'Casino', whatsapp: '', telegram: '', email: '', support_phone: '', custom_css: '' };
  const row = await one<{ id: number }>(
    tx,
    `insert into sites (name, title, domain, is_default, whatsapp, telegram, email, support_phone, colors, custom_css)
     values ($1, $2, $3, true, $4, $5, $6, $7, $8, $9) returning id`,
    [s.name, s.title, s.domain, s.whatsapp, s.telegram, s.email, s.support_phone, JSON.stringify(s.colors), s.custom_css],
  );
  return row.id;
}

export async function openHouseAccounts(tx: Queryable, siteId: number): Promise<void> {
  await tx.query(
    `insert into accounts (site_id, player_id, kind)
     select $1, null, k from unnest(array['bank', 'games', 'bonus_cost', 'cashback_cost']) as k`,
    [siteId],
  );
}

async function insertDemoContent(tx: Queryable, siteId: number): Promise<void> {
  for (const p of demoPages) {
    await tx.query(
      `insert into cms_pages (site_id, slug, title, content, meta_title, meta_description, show_in_footer, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [siteId, p.slug, p.title, p.content, p.meta_title, p.meta_description, p.show_in_footer, p.sort],
    );
  }
  for (const b of demoBanners) {
    await tx.query(
      `insert into banners (site_id, page, device, position, title, link, image_desktop, image_mobile, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [siteId, b.page, b.device, b.position, b.title, b.link, b.image_desktop, b.image_mobile, b.sort],
    );
  }
  for (const p of demoPromotions) {
    await tx.query(
      `insert into promotions (site_id, name, description, banner, bonus_type, percent, fixed_amount, max_bonus,
                               min_deposit, rollover, validity_days, note, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        siteId, p.name, p.description, p.banner, p.bonus_type, p.percent, p.fixed_amount_kurus, p.max_bonus_kurus,
        p.min_deposit_kurus, p.rollover, p.validity_days, p.note, p.sort,
      ],
    );
  }
  for (const c of demoCategories) {
    await tx.query(
      `insert into home_categories (site_id, title, icon, description, link, image_url, sort)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [siteId, c.title, c.icon, c.description, c.link, c.image_url, c.sort],
    );
  }
}

/** The demo player of the README. Their balance comes from a deposit approved through the ledger. */
export const DEMO_PLAYER = { username: 'demo', password: 'Demo.12345', depositLira: 5000 } as const;

async function insertDemoPlayer(tx: Queryable, siteId: number): Promise<void> {
  const playerId = await insertPlayer(tx, {
    siteId,
    username: DEMO_PLAYER.username,
    email: 'demo@lalecasino.example',
    passwordHash: await hashPassword(DEMO_PLAYER.password),
    firstName: 'Deniz',
    lastName: 'Demir',
    phone: '05320000000',
    tc: '10000000146',
    birthdate: '1990-05-15',
    gender: 'male',
    country: 'Türkiye',
    city: 'İstanbul',
    currency: 'TRY',
    lang: 'tr',
    affiliateBtag: '',
    campaignNews: false,
  });
  await openPlayerAccounts(tx, siteId, playerId);
  const deposit = await insertDeposit(tx, {
    siteId,
    playerId,
    amount: BigInt(DEMO_PLAYER.depositLira * 100),
    senderName: 'Ziraat Bankası',
    description: 'Demo yatırımı',
    requestKey: null,
  });
  await approveDepositInTx(tx, { staffId: null, ip: 'seed' }, Number(deposit.id));
}
