import { describe, expect, it } from 'vitest';
import { HmacRandomSource, floats, serverSeedHash } from './rng.ts';
import { createSeedPair, rotateSeedPair, takeNonce } from './seeds.ts';
import { SLOTS } from './slots/index.ts';
import type { SlotRound } from './slots/types.ts';
import { act, basicStrategy, deal, legalActions } from './tables/blackjack.ts';
import type { RouletteRound } from './tables/roulette.ts';
import { playRound, verifyRound } from './verify.ts';

describe('verifyRound', () => {
  it('reproduces played slot rounds from the revealed seeds', () => {
    let pair = createSeedPair('dogrula');
    const played: { nonce: number; gameId: string; bet: number; round: SlotRound }[] = [];
    for (const g of SLOTS) {
      for (let i = 0; i < 25; i++) {
        const t = takeNonce(pair);
        pair = t.pair;
        const rng = new HmacRandomSource(pair.serverSeed, pair.clientSeed, t.nonce);
        played.push({
          nonce: t.nonce,
          gameId: g.id,
          bet: g.betLevels[1]!,
          round: g.play(rng, g.betLevels[1]!),
        });
      }
    }
    const shownHash = pair.serverSeedHash;
    const { revealed } = rotateSeedPair(pair);
    expect(revealed.roundsPlayed).toBe(played.length);
    for (const p of played) {
      const v = verifyRound({
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce: p.nonce,
        gameId: p.gameId,
        bet: p.bet,
        serverSeedHash: shownHash,
      });
      expect(v.outcome).toEqual(p.round);
      expect(v.totalWin).toBe(p.round.totalWin);
      expect(v.hashMatches).toBe(true);
      expect(v.floats).toEqual(floats(revealed.serverSeed, revealed.clientSeed, p.nonce, p.round.floatsUsed));
    }
  });

  it('says when the revealed seed does not match the hash shown before play', () => {
    const v = verifyRound({
      serverSeed: 'x',
      clientSeed: 'y',
      nonce: 0,
      gameId: 'lale-bahcesi',
      bet: 100,
      serverSeedHash: serverSeedHash('z'),
    });
    expect(v.hashMatches).toBe(false);
    expect(
      verifyRound({ serverSeed: 'x', clientSeed: 'y', nonce: 0, gameId: 'lale-bahcesi', bet: 100 })
        .hashMatches,
    ).toBeNull();
  });

  it('reproduces roulette and baccarat rounds', () => {
    const seeds = { serverSeed: 's', clientSeed: 'c', nonce: 3 };
    const bets = [{ type: 'red' as const, amount: 500 }];
    const live = playRound(new HmacRandomSource('s', 'c', 3), { gameId: 'avrupa-ruleti', bets });
    const v = verifyRound({ ...seeds, gameId: 'avrupa-ruleti', bets });
    expect(v.outcome).toEqual(live.outcome);
    expect((v.outcome as RouletteRound).number).toBe(Math.floor(v.floats[0]! * 37));
    const b = verifyRound({ ...seeds, gameId: 'baccarat', bets: { banker: 1000 } });
    expect(b.outcome).toEqual(
      playRound(new HmacRandomSource('s', 'c', 3), { gameId: 'baccarat', bets: { banker: 1000 } }).outcome,
    );
    expect(b.floats.length).toBeGreaterThanOrEqual(4);
  });

  it('reproduces a blackjack hand played step by step across requests', () => {
    for (let nonce = 0; nonce < 30; nonce++) {
      let s = deal(new HmacRandomSource('bj', 'client', nonce), 2000);
      while (!s.finished) {
        const a = basicStrategy(s.player, s.dealer[0]!, legalActions(s).includes('double'));
        s = act(new HmacRandomSource('bj', 'client', nonce, s.floatsUsed), s, a);
      }
      const v = verifyRound({
        serverSeed: 'bj',
        clientSeed: 'client',
        nonce,
        gameId: 'blackjack',
        bet: 2000,
        actions: s.actions,
      });
      expect(v.outcome).toEqual(s);
      expect(v.totalBet).toBe(s.totalBet);
      expect(v.floats).toHaveLength(s.floatsUsed);
    }
  });

  it('rejects unknown games and missing seeds', () => {
    expect(() =>
      verifyRound({ serverSeed: 'a', clientSeed: 'b', nonce: 0, gameId: 'yok', bet: 100 }),
    ).toThrow(RangeError);
    expect(() =>
      verifyRound({ serverSeed: '', clientSeed: 'b', nonce: 0, gameId: 'lale-bahcesi', bet: 100 }),
    ).toThrow(RangeError);
  });
});
