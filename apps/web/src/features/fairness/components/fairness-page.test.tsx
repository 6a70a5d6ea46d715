import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { buildBody, formFromQuery } from '../lib/verify-form.ts';
import { FairnessPage } from './fairness-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A real round of the game server: blackjack, 10,00 ₺, the player stood; seed revealed by rotation.
const SEED = '3b1c3ff1aedc41135cae7c1a17371dda89cbb3f849d39fc0cc7dc166b20a4eec';
const HASH = '30269fae13da34fc6d7936ab88140f67e93876bd43fd0d0ec9c9afe3aa5fcb8b';
const CLIENT = '8d568be0262b1fd05f5c';
const RESULT = {
  gameId: 'blackjack',
  totalBet: 1000,
  totalWin: 0,
  floatsUsed: 5,
  outcome: {
    gameId: 'blackjack',
    bet: 1000,
    player: [14, 41],
    dealer: [32, 7, 47],
    floatsUsed: 5,
    doubled: false,
    actions: ['stand'],
    finished: true,
    outcome: 'lose',
    totalBet: 1000,
    totalWin: 0,
  },
  serverSeedHash: HASH,
  hashMatches: true,
  clientSeed: CLIENT,
  nonce: 0,
  floats: [
    0.2722927073482424, 0.6169079029932618, 0.7963276491500437, 0.1462687833700329, 0.9208171186037362,
  ],
};

function setup(
  path: string,
  reply: { status?: number; body: unknown } = { body: { success: true, result: RESULT } },
) {
  const { fetchStub, calls } = stubFetch({
    'games/list.php': () => ({
      body: {
        status: 'success',
        data: [
          { id: 1, slug: 'lale-bahcesi', name: 'Lale Bahçesi', provider_id: 'house' },
          { id: 99, slug: 'baska', name: 'Başka Sağlayıcı', provider_id: 'other' },
        ],
      },
    }),
    'livecasino.php': () => ({
      body: {
        success: true,
        games: [
          { id: 9, slug: 'avrupa-ruleti', name: 'Avrupa Ruleti', provider_id: 'house' },
          { id: 10, slug: 'blackjack', name: 'Blackjack', provider_id: 'house' },
        ],
      },
    }),
    'fair/verify': () => reply,
    // Zeplin's section (its own tests: zeplin-fairness.test.tsx).
    'crash/fairness': () => ({
      body: {
        success: true,
        terminating_hash: 'e'.repeat(64),
        salt: 'f'.repeat(64),
        chain_length: 10_000_000,
        edge_percent: 1,
        instant_crash_percent: 1.98,
        growth_per_ms: 0.00006,
        rounds_played: 0,
      },
    }),
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<FairnessPage />, { path });
  const verifyBodies = () =>
    calls.filter((c) => c.url === '/api/fair/verify').map((c) => JSON.parse(String(c.init!.body)) as unknown);
  return { verifyBodies };
}

describe('FairnessPage', () => {
  it('explains the algorithm and lists the in-house games only', async () => {
    setup('/adil-oyun');
    expect(screen.getByRole('heading', { level: 1, name: 'Adil Oyun Doğrulayıcı' })).toBeTruthy();
    expect(screen.getByText(/HMAC-SHA256\(anahtar = sunucu tohumu/)).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Lale Bahçesi' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Blackjack' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Başka Sağlayıcı' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /^Zeplin/ })).toBeTruthy();
    expect(await screen.findByText('e'.repeat(64))).toBeTruthy();
  });

  it('posts the right body for a slot round typed in by hand', async () => {
    const { verifyBodies } = setup('/adil-oyun', {
      body: {
        success: true,
        result: {
          ...RESULT,
          gameId: 'lale-bahcesi',
          hashMatches: null,
          outcome: {
            gameId: 'lale-bahcesi',
            bet: 250,
            unit: 25,
            spins: [],
            freeSpinsAwarded: 0,
            freeSpinsPlayed: 0,
            cascadeSteps: 0,
            totalWin: 0,
            floatsUsed: 5,
          },
        },
      },
    });
    await screen.findByRole('option', { name: 'Lale Bahçesi' });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'lale-bahcesi' } });
    fireEvent.change(screen.getByLabelText(/^Sunucu tohumu/), { target: { value: SEED } });
    fireEvent.change(screen.getByLabelText(/^İstemci tohumu/), { target: { value: CLIENT } });
    fireEvent.change(screen.getByLabelText(/^Nonce/), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/^Bahis/), { target: { value: '2,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('heading', { name: 'Doğrulama sonucu' })).toBeTruthy();
    expect(verifyBodies()).toEqual([
      { game: 'lale-bahcesi', server_seed: SEED, client_seed: CLIENT, nonce: 7, bet: 250 },
    ]);
    expect(screen.getByText(/Beklenen özet girilmedi/)).toBeTruthy();
  });

  it('verifies at once from a game-client link and shows the hand, the hash check and the floats', async () => {
    const q = new URLSearchParams({
      game: 'blackjack',
      server_seed: SEED,
      client_seed: CLIENT,
      nonce: '0',
      bet: '1000',
      actions: 'stand',
      hash: HASH,
    });
    const { verifyBodies } = setup(`/adil-oyun?${q}`);
    expect(await screen.findByText(/Özet eşleşiyor/)).toBeTruthy();
    expect(verifyBodies()).toEqual([
      {
        game: 'blackjack',
        server_seed: SEED,
        client_seed: CLIENT,
        nonce: 0,
        server_seed_hash: HASH,
        bet: 1000,
        actions: ['stand'],
      },
    ]);
    expect(screen.getByText('Kaybettiniz')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Maça 9' })).toBeTruthy();
    expect(screen.getByText('0.2722927073482424')).toBeTruthy();
    expect((screen.getByLabelText(/^Bahis/) as HTMLInputElement).value).toBe('10');
    if (globalThis.crypto?.subtle) {
      expect(
        await screen.findByText(/Tarayıcınız da aynı SHA-256 özetini ve aynı 5 rastgele sayıyı/),
      ).toBeTruthy();
    }
  });

  it('checks the fields in Turkish before calling the server', async () => {
    const { verifyBodies } = setup('/adil-oyun?game=avrupa-ruleti');
    fireEvent.change(screen.getByLabelText(/^Sunucu tohumu/), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText(/^Bahisler/), { target: { value: '{oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Sunucu tohumu 64 karakterlik onaltılık bir değer olmalı')).toBeTruthy();
    expect(screen.getByText(/Bahisler geçerli bir JSON listesi olmalı/)).toBeTruthy();
    expect(screen.getByText('Nonce 0 veya daha büyük bir tam sayı olmalı')).toBeTruthy();
    expect(verifyBodies()).toEqual([]);
  });

  it('shows the server’s message when the round cannot be verified', async () => {
    setup(`/adil-oyun?game=lale-bahcesi&server_seed=${SEED}&client_seed=x&nonce=1&bet=150`, {
      status: 400,
      body: { success: false, message: 'Bu tur doğrulanamadı: oyun ve bahis bilgilerini kontrol edin' },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Bu tur doğrulanamadı: oyun ve bahis bilgilerini kontrol edin',
      ),
    );
  });
});

describe('buildBody', () => {
  it('reads roulette and baccarat bets as JSON with kuruş amounts', () => {
    const base = formFromQuery(new URLSearchParams({ server_seed: SEED, client_seed: 'c', nonce: '3' }));
    expect(buildBody({ ...base, game: 'baccarat', bets: '{"player":1000}' }).body).toEqual({
      game: 'baccarat',
      server_seed: SEED,
      client_seed: 'c',
      nonce: 3,
      bets: { player: 1000 },
    });
    expect(buildBody({ ...base, game: 'avrupa-ruleti', bets: '{"player":1000}' }).errors.bets).toBeTruthy();
    expect(buildBody({ ...base, game: 'blackjack', bet: '5', actions: 'hit, zıpla' }).errors.actions).toBe(
      'Hamleler yalnızca hit, stand ve double olabilir',
    );
  });
});
