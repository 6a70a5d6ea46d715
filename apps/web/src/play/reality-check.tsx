import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { RealitySessionReply } from '@app/shared/api/responsible-session.ts';
import { formatBalance } from '@app/shared/money.ts';
import { apiGet, apiPost } from '@/lib/api-client.ts';
import { useModalDialog } from '@/components/ui/use-modal-dialog.ts';
import { tl } from '@/lib/game-format.ts';
import { CLOSE_REQUEST } from '@/lib/lobby-bridge.ts';
import { playTexts } from './texts.ts';
import type { HistoryItem } from '@/lib/game-types.ts';
import './reality-check.css';
import { Fact } from '@/components/ui/fact.tsx';

const t = playTexts.reality;

/** The interval when the player has not chosen one, or the settings cannot be read (minutes). */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
const MINUTE = 60_000;

/** The player's chosen interval (GET responsible-gaming.php `reality_check_minutes`), else the default. */
async function realityMinutes(): Promise<number> {
  try {
    const reply = await apiGet<{ reality_check_minutes?: number }>('responsible-gaming.php');
    const m = reply.reality_check_minutes;
    return typeof m === 'number' && m > 0 ? m : DEFAULT_REALITY_CHECK_MINUTES;
  } catch {
    return DEFAULT_REALITY_CHECK_MINUTES;
  }
}

/**
 * The reality check's clock. It counts WALL TIME SINCE THE GAME WAS LAUNCHED: what regulators mean
 * by the time a player has spent in a session (the page open with the game, between rounds as well
 * as during them), not only the seconds a round is on its way. The first check comes N minutes after
 * the launch, each next one N minutes after the player chose 'Devam et'; the session's time shown is
 * always measured from the launch. The times live in refs and state set once, so re-renders (every
 * balance change) never restart the clock; only `enabled` (a real-money game, loaded) and the
 * interval arm it.
 */
export function useRealityCheck(enabled: boolean) {
  const launchedAt = useRef(Date.now());
  const [minutes, setMinutes] = useState<number | null>(null);
  const [armedAt, setArmedAt] = useState(launchedAt.current);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void realityMinutes().then((m) => {
      if (live) setMinutes(m);
    });
    return () => {
      live = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled || minutes === null || due) return;
    const wait = Math.max(0, armedAt + minutes * MINUTE - Date.now());
    const id = window.setTimeout(() => setDue(true), wait);
    return () => window.clearTimeout(id);
  }, [enabled, minutes, due, armedAt]);

  const resume = useCallback(() => {
    setArmedAt(Date.now());
    setDue(false);
  }, []);

  return { due, resume, launchedAt: launchedAt.current, minutes };
}

/** The rounds this page has played (kuruş), by round id: the figures when the server's cannot be read. */
export function useSessionTally() {
  const rounds = useRef(new Map<string, { bet: number; win: number }>());
  const count = useCallback((item: HistoryItem) => {
    rounds.current.set(item.round_id, { bet: item.total_bet, win: item.total_win });
  }, []);
  const totals = useCallback(() => {
    let bets = 0;
    let wins = 0;
    for (const r of rounds.current.values()) {
      bets += r.bet;
      wins += r.win;
    }
    return { bets, wins, rounds: rounds.current.size };
  }, []);
  return { count, totals };
}

/** `1 saat 5 dakika`, `45 dakika` */
export function sessionLength(ms: number): string {
  const total = Math.max(0, Math.floor(ms / MINUTE));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return t.minutes(m);
  return m === 0 ? t.hours(h) : `${t.hours(h)} ${t.minutes(m)}`;
}

/** Leaves the game: the lobby closes its frame; a game opened on its own page goes to the home page. */
export function leaveGame(win: Window = window): void {
  if (win.parent !== win) win.parent.postMessage({ type: CLOSE_REQUEST }, '*');
  else win.location.assign('/');
}

interface Figures {
  bets: string;
  wins: string;
  net: string;
  negative: boolean;
}

/**
 * The reality check: the game pauses under a modal dialog (the rest of the page inert, Tab kept
 * inside, Escape continues) with the session's time, bets, wins and net result, 'Devam et',
 * 'Oyundan çık' and a link to the game history. The figures are the server's for this game session
 * (POST responsible-gaming/session.php); if they cannot be read, the rounds this page played.
 */
export function RealityCheckDialog({
  open,
  token,
  launchedAt,
  historyHref,
  tally,
  onContinue,
  onExit,
}: {
  open: boolean;
  token: string;
  launchedAt: number;
  historyHref: string;
  tally: () => { bets: number; wins: number };
  onContinue: () => void;
  onExit: () => void;
}) {
  const { ref, titleId, onKeyDown: trapTab } = useModalDialog(open, { focusFirst: true });
  const [figures, setFigures] = useState<Figures | null>(null);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (!open) return;
    setElapsed(Date.now() - launchedAt);
    setFigures(null);
    let live = true;
    apiPost<RealitySessionReply>('responsible-gaming/session.php', { token }).then(
      (s) => {
        if (!live) return;
        // The figures are the game session's since the server opened it: a page reloaded on the same
        // session counts its time from there too, so the time shown and the figures agree.
        const since = Date.parse(s.started_at);
        if (Number.isFinite(since)) setElapsed((local) => Math.max(local, Date.now() - since));
        setFigures({
          bets: formatBalance(s.bets),
          wins: formatBalance(s.wins),
          net: formatBalance(s.net),
          negative: s.net < 0,
        });
      },
      () => {
        if (!live) return;
        const own = tally();
        setFigures({
          bets: tl(own.bets),
          wins: tl(own.wins),
          net: tl(own.wins - own.bets),
          negative: own.wins < own.bets,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [open, token, launchedAt, tally]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      // Not forwarded to the lobby (which would close the game): Escape closes this dialog only.
      e.preventDefault();
      e.stopPropagation();
      onContinue();
      return;
    }
    trapTab(e);
  };

  return (
    <dialog
      ref={ref}
      className="reality"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onContinue();
      }}
    >
      {open && (
        <div className="reality__box">
          <h2 id={titleId} className="reality__title">
            {t.title}
          </h2>
          <p className="reality__lead">{t.lead(sessionLength(elapsed))}</p>
          <dl className="reality__figures" aria-busy={figures === null}>
            <Fact term={t.time} valueProps={{ 'data-testid': "reality-time" }}>{sessionLength(elapsed)}</Fact>
            <Fact term={t.bets} valueProps={{ 'data-testid': "reality-bets" }}>{figures?.bets ?? '…'}</Fact>
            <Fact term={t.wins} valueProps={{ 'data-testid': "reality-wins" }}>{figures?.wins ?? '…'}</Fact>
            <Fact term={t.net} valueProps={{ 'data-testid': "reality-net", className: figures?.negative ? 'reality__loss' : undefined }}>
              {figures?.net ?? '…'}
            </Fact>
          </dl>
          <div className="reality__actions">
            <button type="button" className="button button--primary" onClick={onContinue}>
              {t.continue}
            </button>
            <button type="button" className="button" onClick={onExit}>
              {t.exit}
            </button>
          </div>
          <a className="reality__history" href={historyHref} target="_top">
            {t.history}
          </a>
        </div>
      )}
    </dialog>
  );
}
