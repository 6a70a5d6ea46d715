import type { Db, Queryable } from '../db/client.ts';
import { lockForStartUp } from '../db/transactions.ts';
import { hashPassword } from '../lib/crypto.ts';
import { openPlayer } from '../modules/auth/auth.service.ts';
import { addBanner, addPage } from '../modules/content/content.service.ts';
import { addPromotion } from '../modules/bonus/bonus.service.ts';
import { addHomeCategory, createDefaultSite, hasSite } from '../modules/site/site.service.ts';
import { recordApprovedDeposit } from '../modules/wallet/wallet.service.ts';
import { demoBanners, demoCategories, demoPages, demoPromotions, demoSite } from './demo-content.ts';

const SEED_LOCK = 734_221_002;

/**
 * First start only (no site yet): creates the default site with its house accounts and, unless
 * turned off (production), the demo content. Never touches a database that already has a site.
 * Everything goes through the modules' services, in one transaction.
 */
export async function seed(db: Db, options: { demo: boolean; demoPlayer?: boolean }): Promise<'seeded' | 'skipped'> {
  return db.tx(async (tx) => {
    await lockForStartUp(db, tx, SEED_LOCK);
    if (await hasSite(tx)) return 'skipped';
    const siteId = await createDefaultSite(
      tx,
      options.demo
        ? demoSite
        : { ...demoSite, name: 'Casino', title: 'Casino', whatsapp: '', telegram: '', email: '', support_phone: '', custom_css: '', licence_text: '', licence_number: '', allowed_countries: [] },
    );
    if (options.demo) {
      await insertDemoContent(tx, siteId);
      // The demo player has a known password and a withdrawable balance: never in production.
      if (options.demoPlayer ?? true) await insertDemoPlayer(tx, siteId);
    }
    return 'seeded';
  });
}

async function insertDemoContent(tx: Queryable, siteId: number): Promise<void> {
  for (const p of demoPages) await addPage(tx, siteId, p);
  for (const b of demoBanners) await addBanner(tx, siteId, b);
  for (const p of demoPromotions) await addPromotion(tx, siteId, p);
  for (const c of demoCategories) await addHomeCategory(tx, siteId, c);
}

/** The demo player of the README. Their balance comes from a deposit approved through the ledger. */
export const DEMO_PLAYER = { username: 'demo', password: 'Demo.12345', depositLira: 5000 } as const;

async function insertDemoPlayer(tx: Queryable, siteId: number): Promise<void> {
  const playerId = await openPlayer(tx, {
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
  await recordApprovedDeposit(tx, { staffId: null, ip: 'seed' }, {
    siteId,
    playerId,
    amount: BigInt(DEMO_PLAYER.depositLira * 100),
    senderName: 'Ziraat Bankası',
    description: 'Demo yatırımı',
  });
}
