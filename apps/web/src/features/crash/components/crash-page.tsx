/**
 * Zeplin (/zeplin), the in-house crash game: one public round for everyone (the push channel's
 * `crash` topic, and GET /api/crash/state polled while the topic is silent), the flight drawn at the
 * display's rate, bets and cash-outs through the server (its figures shown), demo mode with play
 * money in the browser, the round's bets, the last 20 crash points, the session's own bets and
 * the fairness panel.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseLira } from '@app/shared/money.ts';
import { useSession } from '@/api/session.ts';
import { usePushChange, type PushKind } from '@/lib/push.ts';
import { useOpenCrashSession } from '../api/open-session.ts';
import { useCrashLive } from '../hooks/use-crash-live.ts';
import { useCrashPlay } from '../hooks/use-crash-play.ts';
import { useFlightClock, useFrameFlags } from '../hooks/use-flight-clock.ts';
import { DEMO_LIMITS } from '../lib/demo.ts';
import { toHundredths } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';
import { BetPanel } from './bet-panel.tsx';
import { BetsList } from './bets-list.tsx';
import { FairnessPanel } from './fairness-panel.tsx';
import { FlightView } from './flight-view.tsx';
import { HistoryChips } from './history-chips.tsx';
import { MyHistory } from './my-history.tsx';
import { RoundDialog } from './round-dialog.tsx';

import '@/styles/forms.css';
import './crash-page.css';
import { tl } from '@/lib/game-format.ts';

const BALANCE: readonly PushKind[] = ['balance'];

const toKurus = (lira: number) => Number(parseLira(lira) ?? 0n);

export function CrashPage() {
  const session = useSession().data;
  const loggedIn = Boolean(session?.logged_in && session.user);
  // The session's bets are kept per player (a log-out and a log-in in the same tab).
  const playerId = loggedIn ? (session?.user?.id ?? null) : null;
  const [demo, setDemo] = useState(false);
  useOpenCrashSession(playerId);
  const live = useCrashLive();
  const round = live.state?.round ?? null;
  // The player's own bet is not in the pushed state (it is money: the player's topic says only that
  // the balance changed): read it again at each phase change and each balance change while the
  // channel carries the round (without it, the state is read every second anyway).
  const { refresh, carried } = live;
  const phaseKey = round ? `${round.id}:${round.phase}` : '';
  useEffect(() => {
    if (loggedIn && carried && phaseKey) refresh();
  }, [loggedIn, playerId, carried, phaseKey, refresh]);
  usePushChange(
    BALANCE,
    useCallback(() => loggedIn && carried && refresh(), [loggedIn, carried, refresh]),
  );
  const clock = useFlightClock({ round, offset: live.offset, heardAt: live.heardAt, carried: live.carried });
  const flags = useFrameFlags(clock);
  const play = useCrashPlay({
    playerId,
    round,
    myBet: live.myBet,
    myBetRoundId: live.myBetRoundId,
    demo,
    refresh: live.refresh,
  });
  const demoLocked = !demo && play.realOpen;
  const [params, setParams] = useSearchParams();
  const shownRound = Number(params.get('tur'));
  const dialogId = Number.isSafeInteger(shownRound) && shownRound > 0 ? shownRound : null;

  const limits = live.limits
    ? { min: toKurus(live.limits.min_bet), max: toKurus(live.limits.max_bet) }
    : DEMO_LIMITS;

  return (
    <div className="page crash-page">
      <header className="crash-head">
        <div>
          <h1 className="page__title">{t.title}</h1>
          <p className="muted crash-head__lead">{t.lead}</p>
        </div>
        <div className="crash-demo">
          <button
            type="button"
            role="switch"
            id="crash-demo"
            aria-checked={demo}
            // A real bet standing in the round keeps its controls: demo waits for its end.
            disabled={demoLocked}
            aria-describedby={demoLocked ? 'crash-demo-hint crash-demo-why' : 'crash-demo-hint'}
            className={`crash-switch${demo ? ' crash-switch--on' : ''}`}
            onClick={() => setDemo((d) => !d)}
          >
            <span className="crash-switch__track" aria-hidden="true">
              <span className="crash-switch__thumb" />
            </span>
            {t.demo}
          </button>
          <p id="crash-demo-hint" className="visually-hidden">
            {t.demoSwitchHint}
          </p>
          {demoLocked && (
            <p id="crash-demo-why" className="crash-controls__why">
              {t.whyDemoLocked}
            </p>
          )}
        </div>
      </header>
      {demo && (
        <div className="crash-demo-banner">
          <p>{t.demoOn}</p>
          <p>
            {t.demoBalance}: <strong>{tl(play.demoBalance)}</strong>
          </p>
          {play.demoBalance < limits.min && (
            <button type="button" className="button button--small button--ghost" onClick={play.refillDemo}>
              {t.demoRefill}
            </button>
          )}
        </div>
      )}

      <p className="visually-hidden" role="status" aria-live="polite" data-testid="crash-announcer">
        {play.announcement}
      </p>

      <HistoryChips history={live.state?.history ?? []} />

      {live.failure && (
        <p className="field__error" role="status">
          {live.failure}
        </p>
      )}

      <div className="crash-main">
        <FlightView clock={clock} roundId={round?.id ?? null} phase={flags.phase} behind={flags.behind} />
        <BetPanel
          loggedIn={loggedIn}
          demo={demo}
          phase={round ? round.phase : null}
          cap={round?.cap_multiplier == null ? null : toHundredths(round.cap_multiplier)}
          behind={flags.behind}
          limits={limits}
          maxWin={live.limits ? toKurus(live.limits.max_win) : null}
          open={play.open}
          demoBalance={play.demoBalance}
          betting={play.betting}
          cashingOut={play.cashingOut}
          clock={clock}
          onBet={play.bet}
          onCashOut={(shown) => void play.cashOut(shown)}
        />
      </div>

      <div className="crash-lists">
        <BetsList bets={live.state?.bets ?? []} />
        <MyHistory bets={play.history} />
        {round && <FairnessPanel round={round} last={live.state?.history[0] ?? null} />}
      </div>

      <RoundDialog
        id={dialogId}
        onClose={() =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              next.delete('tur');
              return next;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
}

export default CrashPage;
