import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MAX_MULTIPLIER, MIN_AUTO_CASHOUT } from '@app/games/crash/crash.ts';
import { formatLiraInput, parseLira } from '@app/shared/money.ts';
import { CheckboxField, TextField } from '@/components/ui/form-field.tsx';
import type { FlightClock } from '../hooks/use-flight-clock.ts';
import { cashOutFigure, type OpenBet } from '../hooks/use-crash-play.ts';
import { formatMultiplier } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';
import { tl } from '@/lib/game-format.ts';

interface BetForm {
  amount: string;
  autoOn: boolean;
  auto: string;
}

interface BetPanelProps {
  loggedIn: boolean;
  demo: boolean;
  phase: 'betting' | 'flying' | 'crashed' | null;
  /** The round's cap (hundredths), or null. */
  cap: number | null;
  behind: boolean;
  /** Bet limits in kuruş. */
  limits: { min: number; max: number };
  /** The largest win the server pays on a real bet (kuruş, limits.max_win), or null. */
  maxWin: number | null;
  open: OpenBet | null;
  /** Demo: the play money left (kuruş). */
  demoBalance: number;
  betting: boolean;
  cashingOut: boolean;
  clock: FlightClock;
  onBet: (stake: number, auto: number | null) => Promise<boolean>;
  onCashOut: (shown: number) => void;
}


/** An auto cash-out text (`2`, `1,50`) in hundredths, or null when malformed. */
function parseTarget(text: string): number | null {
  const k = parseLira(text.trim());
  return k === null || k < 0n ? null : Number(k);
}

/**
 * The bet's controls: the amount (lira, decimal comma) with ½, x2, min and max, the optional auto
 * cash-out, and one main button: "Bahis Yap" while bets are open, "Çıkış Yap (x,xx · ₺...)" while
 * flying with an open bet (its figure written by the frame clock, not by a render per frame). A
 * disabled button says why, and that text describes it for screen readers.
 */
export function BetPanel(props: BetPanelProps) {
  const {
    loggedIn,
    demo,
    phase,
    cap,
    behind,
    limits,
    maxWin,
    open,
    demoBalance,
    betting,
    cashingOut,
    clock,
    onBet,
    onCashOut,
  } = props;
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useForm<BetForm>({ defaultValues: { amount: formatLiraInput(1000), autoOn: false, auto: '2' } });
  const autoOn = watch('autoOn');
  const figureRef = useRef<HTMLSpanElement>(null);

  const canPlay = loggedIn || demo;
  const openBet = open && open.status === 'open' && open.clickedAt === null ? open : null;
  const flyingWithBet = phase === 'flying' && openBet !== null;

  // The cash-out figure follows the flight from the frame clock, never above what the server pays
  // (the bet's auto cash-out, the round's cap, the largest win; demo bets have no largest win).
  const figureMaxWin = demo ? null : maxWin;
  const figureText = (bet: Pick<OpenBet, 'stake' | 'auto'>, multiplier: number) => {
    const { at, win } = cashOutFigure(bet, multiplier, cap, figureMaxWin);
    return `${formatMultiplier(at)} · ${tl(win)}`;
  };
  useEffect(() => {
    if (!flyingWithBet) return;
    const bet = { stake: openBet.stake, auto: openBet.auto };
    let last = '';
    return clock.subscribe((f) => {
      const { at, win } = cashOutFigure(bet, f.multiplier, cap, figureMaxWin);
      const text = `${formatMultiplier(at)} · ${tl(win)}`;
      if (text !== last && figureRef.current) figureRef.current.textContent = last = text;
    });
  }, [clock, flyingWithBet, openBet?.stake, openBet?.auto, cap, figureMaxWin]);

  const stakeOf = (text: string) => {
    const k = parseLira(text.trim());
    return k === null || k <= 0n ? null : Number(k);
  };
  const setStake = (k: number) =>
    setValue('amount', formatLiraInput(Math.min(limits.max, Math.max(limits.min, k))), {
      shouldValidate: true,
    });
  const current = () => stakeOf(getValues('amount')) ?? limits.min;

  const submit = handleSubmit(async (v) => {
    const stake = stakeOf(v.amount)!;
    const auto = v.autoOn ? parseTarget(v.auto) : null;
    await onBet(stake, auto);
  });

  let reason: string | null = null;
  if (flyingWithBet) reason = demo && behind ? t.whyBehind : null;
  else if (phase !== 'betting') reason = open && phase === 'flying' ? t.whyAlreadyBet : t.whyWaitBetting;
  else if (open) reason = t.whyAlreadyBet;
  else if (demo && (stakeOf(watch('amount')) ?? 0) > demoBalance) reason = t.whyDemoFunds;

  if (!canPlay) {
    return (
      <section className="card crash-controls" aria-labelledby="crash-controls-title">
        <h2 id="crash-controls-title" className="section__title">
          {t.controlsTitle}
        </h2>
        <p>{t.loginPrompt}</p>
        <div className="crash-controls__row">
          <Link to="/auth/login" className="button button--primary">
            {t.login}
          </Link>
          <Link to="/auth/register" className="button button--ghost">
            {t.register}
          </Link>
        </div>
      </section>
    );
  }

  const lockInputs = phase !== 'betting' || open !== null || betting;
  return (
    <section
      className={`card crash-controls${demo ? ' crash-controls--demo' : ''}`}
      aria-labelledby="crash-controls-title"
    >
      <h2 id="crash-controls-title" className="section__title">
        {t.controlsTitle}
        {demo && <span className="crash-demo-badge"> · {t.playMoney}</span>}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="crash-amount"
          label={t.amount}
          inputMode="decimal"
          autoComplete="off"
          hint={t.amountHint(tl(limits.min), tl(limits.max))}
          error={errors.amount?.message}
          disabled={lockInputs}
          {...register('amount', {
            validate: (text) => {
              const k = stakeOf(text);
              if (k === null) return t.amountInvalid;
              if (k < limits.min) return t.amountMin(tl(limits.min));
              if (k > limits.max) return t.amountMax(tl(limits.max));
              return true;
            },
          })}
        />
        <div className="crash-quick" role="group" aria-label={t.quickAmounts}>
          {(
            [
              [t.half, t.halfLabel, () => Math.floor(current() / 2)],
              [t.double, t.doubleLabel, () => current() * 2],
              [t.min, t.minLabel, () => limits.min],
              [t.max, t.maxLabel, () => limits.max],
            ] as const
          ).map(([text, label, stake]) => (
            <button
              key={label}
              type="button"
              className="button button--small button--ghost"
              aria-label={label}
              disabled={lockInputs}
              onClick={() => setStake(stake())}
            >
              {text}
            </button>
          ))}
        </div>
        <CheckboxField
          id="crash-auto-on"
          label={t.autoEnable}
          disabled={lockInputs}
          {...register('autoOn')}
        />
        {autoOn && (
          <TextField
            id="crash-auto"
            label={t.autoTarget}
            inputMode="decimal"
            autoComplete="off"
            hint={t.autoHint}
            error={errors.auto?.message}
            disabled={lockInputs}
            {...register('auto', {
              validate: (text, values) => {
                if (!values.autoOn) return true;
                const m = parseTarget(text);
                if (m === null || m < MIN_AUTO_CASHOUT) return t.autoInvalid;
                // Above the largest multiplier: both bounds said (1,01x ile 10.000x).
                if (m > MAX_MULTIPLIER)
                  return t.autoRange(
                    formatMultiplier(MIN_AUTO_CASHOUT),
                    `${(MAX_MULTIPLIER / 100).toLocaleString('tr-TR')}x`,
                  );
                return true;
              },
            })}
          />
        )}
        {flyingWithBet ? (
          <button
            type="button"
            className="button button--primary button--block crash-cashout"
            disabled={cashingOut || reason !== null}
            aria-describedby={reason ? 'crash-why' : undefined}
            // A stable name: the figure on the button changes at every frame, screen readers hear
            // the phases and the result from the page's live region instead.
            aria-label={cashingOut ? t.cashingOut : t.cashOutName}
            onClick={() => onCashOut(clock.current()?.multiplier ?? 100)}
          >
            {cashingOut ? (
              t.cashingOut
            ) : (
              <span>
                {t.cashOut} (
                <span ref={figureRef}>{figureText(openBet, 100)}</span>)
              </span>
            )}
          </button>
        ) : (
          <button
            type="submit"
            className="button button--primary button--block crash-bet"
            disabled={betting || reason !== null}
            aria-describedby={reason ? 'crash-why' : undefined}
          >
            {betting ? t.placing : t.placeBet}
          </button>
        )}
        {reason && (
          <p id="crash-why" className="crash-controls__why">
            {reason}
          </p>
        )}
      </form>
      {open && <BetStatus bet={open} />}
      {cap !== null && phase === 'flying' && (
        <p className="crash-controls__why">{t.capNote(formatMultiplier(cap))}</p>
      )}
    </section>
  );
}

/** The player's bet in this round: open (with its auto target), or its result as the server gave it. */
function BetStatus({ bet }: { bet: OpenBet }) {
  let text = t.myBetOpen(tl(bet.stake));
  if (bet.auto !== null && bet.status === 'open') text += `, ${t.myBetAuto(formatMultiplier(bet.auto))}`;
  if (bet.clickedAt !== null)
    text = `${t.myBetOpen(tl(bet.stake))} · ${formatMultiplier(bet.clickedAt)} · ${t.demoPending}`;
  if (bet.status === 'won' && bet.at !== null && bet.win !== null)
    text = t.wonAt(formatMultiplier(bet.at), tl(bet.win));
  if (bet.status === 'lost') text = t.lost;
  return (
    <p className={`crash-my-bet crash-my-bet--${bet.status}`} data-testid="crash-my-bet">
      {text}
    </p>
  );
}
