import { useMemo, useState } from 'react';
import { playRoulette } from '../api.ts';
import { chipFigure, tl } from '@/lib/game-format.ts';
import { settledRound, type GameContext } from '../game-context.ts';
import { useTimers } from '../hooks.ts';
import { betLabel, isRouletteRound } from '@/components/outcome/outcome-view.tsx';
import { RouletteNumber, numberColor } from '@/components/outcome/roulette-number.tsx';
import { playTexts as t } from '../texts.ts';
import type { RouletteBet, RouletteRound } from '@/lib/game-types.ts';
import { addChip, chipValues, tableLimits } from './chips.tsx';
import { SpotBetControls } from './bet-total.tsx';
import { PlayButton } from '../play-button.tsx';
import './table.css';
import './roulette.css';

type SpotBet = Omit<RouletteBet, 'amount'>;

interface Spot {
  key: string;
  text: string;
  name: string;
  bet: SpotBet;
  tone: string;
}

const numberSpot = (n: number): Spot => ({
  key: `straight:${n}`,
  text: String(n),
  name: `${n} ${t.colors[numberColor(n)]}`,
  bet: { type: 'straight', numbers: [n] },
  tone: numberColor(n),
});

const SPOTS: Spot[] = [
  ...Array.from({ length: 37 }, (_, n) => numberSpot(n)),
  ...[1, 2, 3].map((c) => ({
    key: `column:${c}`,
    text: '2:1',
    name: t.column(c),
    bet: { type: 'column' as const, target: c },
    tone: 'outside',
  })),
  ...[1, 2, 3].map((d) => ({
    key: `dozen:${d}`,
    text: t.dozen(d),
    name: t.dozenLong(d),
    bet: { type: 'dozen' as const, target: d },
    tone: 'outside',
  })),
  ...(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((type) => ({
    key: type,
    text: t.outside[type]!,
    name: t.outside[type]!,
    bet: { type },
    tone: type === 'red' || type === 'black' ? `${type} rspot--text` : 'outside',
  })),
];
const SPOT_BY_KEY = new Map(SPOTS.map((s) => [s.key, s]));

export function betKey(b: SpotBet): string {
  if (b.type === 'straight') return `straight:${b.numbers?.[0]}`;
  if (b.type === 'dozen' || b.type === 'column') return `${b.type}:${b.target}`;
  return b.type;
}

export function RouletteGame({ ctx }: { ctx: GameContext }) {
  const limits = tableLimits(ctx.game);
  const chips = chipValues(limits);
  const timers = useTimers();
  const [chip, setChip] = useState(chips[0]!);
  const [bets, setBets] = useState<Record<string, number>>({});
  const [placed, setPlaced] = useState<{ key: string; amount: number }[]>([]);
  const [result, setResult] = useState<RouletteRound | null>(null);
  const [rolling, setRolling] = useState(false);
  const busy = ctx.busy;

  const total = Object.values(bets).reduce((s, a) => s + a, 0);
  const winningKeys = useMemo(
    () => new Set(result ? result.bets.filter((b) => b.win > 0).map((b) => betKey(b)) : []),
    [result],
  );
  const recent = ctx.history
    .map((h) => h.outcome)
    .filter((o): o is RouletteRound => Boolean(o) && isRouletteRound(o!))
    .map((o) => o.number);

  const place = (key: string) => {
    if (busy) return;
    const r = addChip(bets[key] ?? 0, chip, limits, ctx.balance - total);
    if ('error' in r) {
      ctx.alert(r.error);
      return;
    }
    ctx.clearAlert();
    setBets((b) => ({ ...b, [key]: r.amount }));
    setPlaced((p) => [...p, { key, amount: chip }]);
  };

  const undo = () => {
    const last = placed[placed.length - 1];
    if (!last) return;
    setPlaced((p) => p.slice(0, -1));
    setBets((b) => {
      const next = { ...b, [last.key]: (b[last.key] ?? 0) - last.amount };
      if (next[last.key]! <= 0) delete next[last.key];
      return next;
    });
  };

  const spin = async () => {
    if (busy) return;
    const list: RouletteBet[] = Object.entries(bets).map(([key, amount]) => ({
      ...SPOT_BY_KEY.get(key)!.bet,
      amount,
    }));
    if (list.length === 0) {
      ctx.alert(t.noBet);
      return;
    }
    ctx.clearAlert();
    ctx.setBusy(true);
    let r;
    try {
      r = await playRoulette(ctx.token, list);
    } catch (e) {
      ctx.setBusy(false);
      ctx.fail(e);
      return;
    }
    const reply = r;
    ctx.setSeeds(reply.seeds);
    const reveal = () => {
      setRolling(false);
      setResult(reply.outcome);
      ctx.settle(reply.balance, reply.total_win);
      ctx.record(settledRound(reply, reply.seeds.server_seed_hash, { bets: list }));
      ctx.setBusy(false);
    };
    if (ctx.reducedMotion) {
      reveal();
      return;
    }
    ctx.showBalance(reply.balance - reply.total_win);
    setResult(null);
    setRolling(true);
    timers.after(1100, reveal);
  };

  const spotButton = (s: Spot, extra = '') => {
    const amount = bets[s.key];
    const isResult = result && s.key === `straight:${result.number}`;
    return (
      <button
        key={s.key}
        type="button"
        className={`rspot rspot--${s.tone} ${extra} ${winningKeys.has(s.key) ? 'rspot--won' : ''} ${isResult ? 'rspot--result' : ''}`}
        aria-label={amount ? t.betOn(s.name, tl(amount)) : s.name}
        aria-disabled={busy || undefined}
        onClick={() => place(s.key)}
      >
        <span aria-hidden="true">{s.text}</span>
        {amount ? (
          <span className="rspot__chip" aria-hidden="true">
            {chipFigure(amount)}
          </span>
        ) : null}
      </button>
    );
  };

  return (
    <section className="table-game roulette" aria-label={ctx.game.name}>
      <div className="roulette-result" aria-live="polite">
        {rolling ? (
          <p className="roulette-result__rolling">
            <span className="roulette-ball" aria-hidden="true" /> {t.ballRolling}
          </p>
        ) : result ? (
          <div className="roulette-result__main">
            <RouletteNumber n={result.number} size="large" />
            <div>
              <p className="roulette-result__label">
                {t.resultNumber}: {result.number} {t.colors[result.color]}
              </p>
              <p className={result.totalWin > 0 ? 'amount--win' : 'muted'}>
                {result.totalWin > 0 ? `${t.win}: ${tl(result.totalWin)}` : t.noWin}
              </p>
            </div>
          </div>
        ) : (
          <p className="muted">{t.rouletteBoard}</p>
        )}
      </div>
      {recent.length > 0 && (
        <div className="recent-numbers">
          <span className="muted">{t.recentNumbers}:</span>
          <ol className="recent-numbers__list">
            {recent.map((n, i) => (
              <li key={i}>
                <RouletteNumber n={n} size="small" />
              </li>
            ))}
          </ol>
        </div>
      )}

      <div className="rboard" role="group" aria-label={t.rouletteBoard}>
        {spotButton(SPOT_BY_KEY.get('straight:0')!, 'rspot--zero')}
        <div className="rboard__numbers">
          {Array.from({ length: 36 }, (_, i) => spotButton(SPOT_BY_KEY.get(`straight:${i + 1}`)!))}
        </div>
        <div className="rboard__row">{[1, 2, 3].map((c) => spotButton(SPOT_BY_KEY.get(`column:${c}`)!))}</div>
        <div className="rboard__row">{[1, 2, 3].map((d) => spotButton(SPOT_BY_KEY.get(`dozen:${d}`)!))}</div>
        <div className="rboard__row">
          {(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((k) =>
            spotButton(SPOT_BY_KEY.get(k)!),
          )}
        </div>
      </div>

      {result && result.bets.some((b) => b.win > 0) && (
        <ul className="win-list">
          {result.bets
            .filter((b) => b.win > 0)
            .map((b, i) => (
              <li key={i}>
                <span>
                  {betLabel(b)} · {tl(b.amount)}
                </span>{' '}
                <strong className="amount--win">{tl(b.win)}</strong>
              </li>
            ))}
        </ul>
      )}

      <SpotBetControls
        chip={{ values: chips, value: chip, onChange: setChip }}
        busy={busy}
        total={total}
        onClear={() => {
          setBets({});
          setPlaced([]);
        }}
        before={
          <button
            type="button"
            className="button button--ghost"
            onClick={undo}
            disabled={busy || placed.length === 0}
          >
            {t.undo}
          </button>
        }
      >
        <PlayButton disabled={busy} onClick={() => void spin()}>
          {busy ? t.ballRolling : t.spinRoulette}
        </PlayButton>
      </SpotBetControls>
    </section>
  );
}
