import { useState } from 'react';
import { playBaccarat } from '../api.ts';
import { tl } from '@/lib/game-format.ts';
import { settledRound, type GameContext } from '../game-context.ts';
import { useTimers } from '../hooks.ts';
import { CardHand } from '@/components/outcome/cards.tsx';
import { playTexts as t } from '../texts.ts';
import type { BaccaratBets, BaccaratRound } from '@/lib/game-types.ts';
import { SpotBetControls } from './bet-total.tsx';
import { addChip, chipValues, tableLimits } from './chips.tsx';
import { PlayButton } from '../play-button.tsx';
import './table.css';
import './baccarat.css';

const SPOTS = ['player', 'tie', 'banker'] as const;
type SpotKey = (typeof SPOTS)[number];
const DEAL_MS = 350;

/** The cards in deal order (P1, B1, P2, B2, then P3 and B3 when drawn), as the first `shown` of them. */
function visibleCards(round: BaccaratRound, shown: number): { player: string[]; banker: string[] } {
  const order: ['player' | 'banker', number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
    ['player', 2],
    ['banker', 2],
  ];
  const out = { player: [] as string[], banker: [] as string[] };
  let n = 0;
  for (const [side, i] of order) {
    const card = side === 'player' ? round.playerCards[i] : round.bankerCards[i];
    if (!card) continue;
    if (n++ >= shown) break;
    out[side].push(card);
  }
  return out;
}

export function BaccaratGame({ ctx }: { ctx: GameContext }) {
  const limits = tableLimits(ctx.game);
  const chips = chipValues(limits);
  const timers = useTimers();
  const [chip, setChip] = useState(chips[0]!);
  const [bets, setBets] = useState<BaccaratBets>({ player: 0, banker: 0, tie: 0 });
  const [round, setRound] = useState<BaccaratRound | null>(null);
  const [shown, setShown] = useState(0);
  const busy = ctx.busy;
  const total = bets.player + bets.banker + bets.tie;
  const cardCount = round ? round.playerCards.length + round.bankerCards.length : 0;
  const complete = round !== null && shown >= cardCount;

  const place = (spot: SpotKey) => {
    if (busy) return;
    const r = addChip(bets[spot], chip, limits, ctx.balance - total);
    if ('error' in r) {
      ctx.alert(r.error);
      return;
    }
    ctx.clearAlert();
    setBets((b) => ({ ...b, [spot]: r.amount }));
  };

  const deal = async () => {
    if (busy) return;
    if (total === 0) {
      ctx.alert(t.noBet);
      return;
    }
    ctx.clearAlert();
    ctx.setBusy(true);
    const sent: Partial<BaccaratBets> = {};
    for (const k of SPOTS) if (bets[k] > 0) sent[k] = bets[k];
    let reply;
    try {
      reply = await playBaccarat(ctx.token, sent);
    } catch (e) {
      ctx.setBusy(false);
      ctx.fail(e);
      return;
    }
    const r = reply;
    ctx.setSeeds(r.seeds);
    const n = r.outcome.playerCards.length + r.outcome.bankerCards.length;
    const finish = () => {
      setShown(n);
      ctx.settle(r.balance, r.total_win);
      ctx.record(settledRound(r, r.seeds.server_seed_hash, { bets: sent }));
      ctx.setBusy(false);
    };
    setRound(r.outcome);
    if (ctx.reducedMotion) {
      finish();
      return;
    }
    ctx.showBalance(r.balance - r.total_win);
    setShown(1);
    for (let i = 2; i < n; i++) timers.after((i - 1) * DEAL_MS, () => setShown(i));
    timers.after((n - 1) * DEAL_MS, finish);
  };

  const cards = round ? visibleCards(round, shown) : null;

  return (
    <section className="table-game baccarat" aria-label={ctx.game.name}>
      <div className="felt">
        {round && cards ? (
          <>
            <div className="hands hands--split">
              <CardHand
                title={t.baccaratSpots.player!}
                cards={cards.player}
                total={complete ? round.playerTotal : null}
                winner={complete && round.winner === 'player'}
              />
              <CardHand
                title={t.baccaratSpots.banker!}
                cards={cards.banker}
                total={complete ? round.bankerTotal : null}
                winner={complete && round.winner === 'banker'}
              />
            </div>
            <p className="felt__verdict" aria-live="polite">
              {complete
                ? `${t.winner[round.winner]}${round.natural ? ` · ${t.natural}` : ''} — ${
                    round.totalWin > 0 ? `${t.win}: ${tl(round.totalWin)}` : t.noWin
                  }`
                : t.dealing}
            </p>
          </>
        ) : (
          <p className="muted felt__hint">{t.placeBets}</p>
        )}
      </div>

      <div className="bac-spots" role="group" aria-label={t.bet}>
        {SPOTS.map((s) => (
          <button
            key={s}
            type="button"
            className={`bac-spot bac-spot--${s} ${complete && round?.winner === s ? 'bac-spot--won' : ''}`}
            aria-disabled={busy || undefined}
            aria-label={`${t.baccaratSpots[s]} (${t.baccaratPays[s]})${bets[s] ? `, ${t.bet.toLowerCase()} ${tl(bets[s])}` : ''}`}
            onClick={() => place(s)}
          >
            <span className="bac-spot__name" aria-hidden="true">
              {t.baccaratSpots[s]}
            </span>
            <span className="bac-spot__pays" aria-hidden="true">
              {t.baccaratPays[s]}
            </span>
            <span className="bac-spot__amount" aria-hidden="true">
              {bets[s] ? tl(bets[s]) : '—'}
            </span>
          </button>
        ))}
      </div>

      <SpotBetControls
        chip={{ values: chips, value: chip, onChange: setChip }}
        busy={busy}
        total={total}
        onClear={() => setBets({ player: 0, banker: 0, tie: 0 })}
      >
        <PlayButton disabled={busy} onClick={() => void deal()}>
          {busy ? t.dealing : t.deal}
        </PlayButton>
      </SpotBetControls>
    </section>
  );
}
