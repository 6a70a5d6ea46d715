import { useEffect, useRef, useState } from 'react';
import { playSlot } from '../api.ts';
import { tl } from '@/lib/game-format.ts';
import { freeSpinsAfter, settledRound, type GameContext } from '../game-context.ts';
import { useTimers } from '../hooks.ts';
import { SlotGrid } from '@/components/outcome/slot-grid.tsx';
import { describeWin, roundSteps, winCells, type SlotStep } from '@/components/outcome/slot-math.ts';
import { playTexts as t } from '../texts.ts';
import type { Grid, PlayReply, SlotDefinition, SlotRound } from '@/lib/game-types.ts';
import { BetSelector } from './bet-selector.tsx';
import { PlayButton } from '../play-button.tsx';
import './slot.css';

type Phase = 'idle' | 'waiting' | 'stopping' | 'stepping' | 'done';

const MIN_SPIN_MS = 650;
const REEL_STOP_MS = 160;
const STEP_WIN_MS = 1400;
const STEP_PLAIN_MS = 700;

/** A window to show before the first spin: the title's symbols, spread over the reels. */
function initialGrid(def: SlotDefinition): Grid {
  const regular = def.symbols.filter((s) => s.kind === 'regular');
  const pool = regular.length ? regular : def.symbols;
  return Array.from({ length: def.reels }, (_, r) =>
    Array.from({ length: def.rows }, (_, row) => pool[(r * 2 + row * 3) % pool.length]!.id),
  );
}

export function SlotGame({
  ctx,
  def,
  bet,
  setBet,
}: {
  ctx: GameContext;
  def: SlotDefinition;
  bet: number;
  setBet: (bet: number) => void;
}) {
  const timers = useTimers();
  const [idleGrid] = useState(() => initialGrid(def));
  const [spinning, setSpinning] = useState<boolean[] | null>(null);
  const [steps, setSteps] = useState<SlotStep[] | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [reply, setReply] = useState<PlayReply<SlotRound> | null>(null);
  const finishRef = useRef<(() => void) | null>(null);
  const spinRef = useRef<() => void>(() => undefined);

  // A free-spins bonus: while spins are left, every round is played at its stake, which is locked.
  const freeLeft = ctx.freeSpins?.left ?? 0;
  const lockedStake = freeLeft > 0 && ctx.freeSpins ? ctx.freeSpins.stake : null;
  const stake = lockedStake ?? bet;
  const levels =
    lockedStake !== null && !def.betLevels.includes(lockedStake)
      ? [...def.betLevels, lockedStake].sort((a, b) => a - b)
      : def.betLevels;

  const spin = async () => {
    if (ctx.busy) return;
    timers.clear();
    ctx.clearAlert();
    ctx.setBusy(true);
    setSteps(null);
    setReply(null);
    setStepIndex(0);
    const motion = !ctx.reducedMotion;
    const started = Date.now();
    if (motion) setSpinning(Array.from({ length: def.reels }, () => true));
    setPhase('waiting');

    let r: PlayReply<SlotRound>;
    try {
      r = await playSlot(ctx.token, stake);
    } catch (e) {
      setSpinning(null);
      setPhase('idle');
      ctx.setBusy(false);
      ctx.fail(e);
      return;
    }
    ctx.setSeeds(r.seeds);
    ctx.setFreeSpins(freeSpinsAfter(ctx.freeSpins, r));
    const all = roundSteps(r.outcome);
    setSteps(all);
    setReply(r);
    const seedHash = r.seeds.server_seed_hash;
    const finish = () => {
      finishRef.current = null;
      timers.clear();
      setSpinning(null);
      setPhase('done');
      ctx.settle(r.balance, r.total_win);
      ctx.record(settledRound(r, seedHash, { bet: r.total_bet }));
      ctx.setBusy(false);
    };
    finishRef.current = finish;
    if (!motion) {
      finish();
      return;
    }
    ctx.showBalance(r.balance - r.total_win);
    setPhase('stopping');
    const delay = Math.max(0, MIN_SPIN_MS - (Date.now() - started));
    for (let reel = 0; reel < def.reels; reel++) {
      timers.after(delay + reel * REEL_STOP_MS, () =>
        setSpinning((s) => s && s.map((v, i) => (i === reel ? false : v))),
      );
    }
    let at = delay + (def.reels - 1) * REEL_STOP_MS + 200;
    timers.after(at, () => setPhase('stepping'));
    for (let i = 1; i < all.length; i++) {
      at += all[i - 1]!.wins.length ? STEP_WIN_MS : STEP_PLAIN_MS;
      const index = i;
      timers.after(at, () => setStepIndex(index));
    }
    timers.after(at + (all[all.length - 1]!.wins.length ? STEP_WIN_MS / 2 : 100), finish);
  };
  spinRef.current = () => void spin();

  const skip = () => {
    if (!steps) return;
    setStepIndex(steps.length - 1);
    finishRef.current?.();
  };

  // Space anywhere outside a control spins (the spin button itself answers Space and Enter natively).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === ' ' || e.code === 'Space') && (e.target === document.body || e.target === null)) {
        e.preventDefault();
        spinRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const step = steps?.[stepIndex];
  const showResult = phase === 'stepping' || phase === 'done';
  const grid = step?.grid ?? idleGrid;
  const highlight = showResult && step ? winCells(def, step.grid, step.wins) : undefined;
  const runningWin = steps ? steps.slice(0, stepIndex + 1).reduce((s, x) => s + x.win, 0) : 0;
  const animating = phase === 'stopping' || phase === 'stepping';
  const busy = ctx.busy;

  return (
    <section className="slot" aria-label={def.name}>
      <div className={`slot-stage ${step?.free ? 'slot-stage--free' : ''}`}>
        {showResult && step && (step.free || step.multiplier > 1) && (
          <p className="slot-banner">
            {step.label}
            {step.multiplier > 1 && (
              <span className="slot-banner__mult">{t.multiplier(step.multiplier)}</span>
            )}
          </p>
        )}
        <SlotGrid
          def={def}
          grid={grid}
          highlight={highlight}
          spinning={spinning ?? undefined}
          label={def.name}
        />
      </div>

      {showResult && steps && steps.length > 1 && (
        <div className="step-nav">
          <button
            type="button"
            className="button button--icon"
            aria-label={t.prevStep}
            disabled={animating || stepIndex === 0}
            onClick={() => setStepIndex((i) => Math.max(0, i - 1))}
          >
            ‹
          </button>
          <p className="step-nav__text">
            <span>{t.step(stepIndex + 1, steps.length)}</span> <span className="muted">{step?.label}</span>
          </p>
          <button
            type="button"
            className="button button--icon"
            aria-label={t.nextStep}
            disabled={animating || stepIndex >= steps.length - 1}
            onClick={() => setStepIndex((i) => Math.min(steps.length - 1, i + 1))}
          >
            ›
          </button>
        </div>
      )}

      <div className="slot-result">
        {phase === 'waiting' || phase === 'stopping' ? (
          <p className="muted">{t.spinning}</p>
        ) : showResult && step && reply ? (
          <>
            {step.wins.length > 0 ? (
              <ul className="win-list">
                {step.wins.map((w, i) => (
                  <li key={i}>
                    <span>{describeWin(def, w)}</span> <strong className="amount--win">{tl(w.win)}</strong>
                  </li>
                ))}
              </ul>
            ) : (
              steps && steps.length > 1 && <p className="muted">{t.noStepWin}</p>
            )}
            {step.freeSpinsAwarded > 0 && (
              <p className="slot-free">{t.freeSpinsWon(step.freeSpinsAwarded)}</p>
            )}
            <p className="round-win">
              {t.roundWin}:{' '}
              <strong
                className={(phase === 'done' ? reply.total_win : runningWin) > 0 ? 'amount--win' : undefined}
              >
                {tl(phase === 'done' ? reply.total_win : runningWin)}
              </strong>
            </p>
          </>
        ) : (
          <p className="muted">{t.spinHint}</p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {phase === 'done' && reply
          ? reply.total_win > 0
            ? `${t.win}: ${tl(reply.total_win)}`
            : t.noWin
          : ''}
      </p>

      {lockedStake !== null && (
        <div className="slot-free-spins" role="status">
          <strong data-testid="free-spins-left">{t.freeSpinsLeft(freeLeft)}</strong>
          <span>{t.freeSpinsLocked(tl(lockedStake))}</span>
        </div>
      )}

      <div className="controls-box slot-controls">
        <BetSelector levels={levels} value={stake} onChange={setBet} disabled={busy || lockedStake !== null} />
        <div className="slot-controls__actions">
          {animating ? (
            <button type="button" className="button button--ghost" onClick={skip}>
              {t.skip}
            </button>
          ) : null}
          <PlayButton disabled={busy} onClick={() => void spin()}>
            {busy ? t.spinning : t.spin}
          </PlayButton>
        </div>
      </div>
    </section>
  );
}
