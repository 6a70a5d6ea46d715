import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealPlainSecrets } from '../../db/seal-secrets.ts';
import { openSecret } from '../../lib/seal.ts';
import { createTestContext, fundPlayer, registeredPlayer, type TestContext } from '../../test/harness.ts';
import { addGame, addProvider, defaultSiteId, gameSession, walletCall } from '../../test/wallet-kit.ts';
import { playerBalances } from '../wallet/ledger.ts';
import { signBody, signedHeaders } from './signature.ts';

/** Provider signatures (docs/decisions/0011): v2 signs a timestamp, the method, the path and the body. */
let t: TestContext;
let playerId: number;
let token: string;
beforeAll(async () => {
  t = await createTestContext({ demo: false });
  const p = await registeredPlayer(t);
  playerId = p.id;
  await fundPlayer(t.db, await defaultSiteId(t), playerId, 10_000n);
  token = await gameSession(t, playerId, await addGame(t, 'imza-slot'));
});
afterAll(() => t.close());

const house = () => ({ id: 'house', secret: t.config.providerHouseSecret });
let seq = 0;
const betBody = () => ({ session_token: token, transaction_id: `imza-${(seq += 1)}`, round_id: `imza-r${seq}`, game_id: 'imza-slot', amount: 100 });

function post(path: string, raw: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: raw });
}

describe('provider signatures (v2: timestamp, method, path, body)', () => {
  it('refuses a body-only signature from a provider on v2, with or without a timestamp', async () => {
    const raw = JSON.stringify(betBody());
    const bodyOnly = { 'x-provider-id': 'house', 'x-signature': signBody(house().secret, raw) };
    expect((await post('/api/provider/v1/bet', raw, bodyOnly)).statusCode).toBe(401);
    const withTime = { ...bodyOnly, 'x-timestamp': String(Math.floor(Date.now() / 1000)) };
    expect((await post('/api/provider/v1/bet', raw, withTime)).statusCode).toBe(401);
    expect((await playerBalances(t.db, playerId)).cash).toBe(10_000n);
  });

  it('refuses a replayed call whose timestamp is more than 5 minutes old (or ahead), accepts one within', async () => {
    const raw = JSON.stringify(betBody());
    const path = '/api/provider/v1/bet';
    const old = await post(path, raw, signedHeaders(house(), path, raw, Date.now() - 6 * 60_000));
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect((await post(path, raw, signedHeaders(house(), path, raw, Date.now() + 6 * 60_000))).statusCode).toBe(401);
    const missing = signedHeaders(house(), path, raw);
    delete missing['x-timestamp'];
    expect((await post(path, raw, missing)).statusCode).toBe(401);
    expect((await playerBalances(t.db, playerId)).cash).toBe(10_000n);
    const recent = await post(path, raw, signedHeaders(house(), path, raw, Date.now() - 4 * 60_000));
    expect(recent.json()).toMatchObject({ status: 'OK', balance: 9_900 });
  });

  it('refuses a signature made for another path or with another timestamp', async () => {
    const raw = JSON.stringify(betBody());
    const forWin = signedHeaders(house(), '/api/provider/v1/win', raw);
    expect((await post('/api/provider/v1/bet', raw, forWin)).statusCode).toBe(401);
    const moved = { ...signedHeaders(house(), '/api/provider/v1/bet', raw), 'x-timestamp': String(Math.floor(Date.now() / 1000) - 1) };
    expect((await post('/api/provider/v1/bet', raw, moved)).statusCode).toBe(401);
    expect((await post('/api/provider/v1/bet', raw, signedHeaders(house(), '/api/provider/v1/bet', raw))).statusCode).toBe(200);
  });

  it('still accepts a provider configured for the body-only form, and only that form from it', async () => {
    const secret = await addProvider(t, 'eski-saglayici', 'v1');
    const legacyToken = await gameSession(t, playerId, await addGame(t, 'eski-slot', 'eski-saglayici'));
    const legacy = { id: 'eski-saglayici', secret, scheme: 'v1' as const };
    const reply = await walletCall(t, 'balance', { session_token: legacyToken }, legacy);
    expect(reply).toMatchObject({ status: 200, body: { status: 'OK' } });
    expect((await walletCall(t, 'balance', { session_token: legacyToken }, { ...legacy, secret: 'baska' })).status).toBe(401);
  });
});

describe('provider secrets stored sealed', () => {
  it('stores the in-house secret sealed and seals a provider secret found in clear at start-up', async () => {
    const [row] = await t.db.query<{ secret: string }>(`select secret from providers where id = 'house'`);
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(t.config.providerHouseSecret);
    expect(openSecret(t.config.totpKey, row!.secret)).toBe(t.config.providerHouseSecret);

    await t.db.query(`insert into providers (id, name, secret) values ('acik', 'Açık', 'acik-sir')`);
    expect(await sealPlainSecrets(t.db, t.config.totpKey)).toBe(1);
    const [clear] = await t.db.query<{ secret: string; signature_scheme: string }>(`select secret, signature_scheme from providers where id = 'acik'`);
    expect(clear!.secret).toMatch(/^v1\./);
    expect(clear!.signature_scheme).toBe('v2');
    const acikToken = await gameSession(t, playerId, await addGame(t, 'acik-slot', 'acik'));
    expect((await walletCall(t, 'balance', { session_token: acikToken }, { id: 'acik', secret: 'acik-sir' })).body).toMatchObject({ status: 'OK' });
  });
});
