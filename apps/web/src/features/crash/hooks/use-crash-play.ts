import { useCallback, useEffect, useRef, useState } from 'react';
import { winFor } from '@app/games/crash/crash.ts';
import type { CrashMyBet, CrashRound } from '@app/shared/api/crash.ts';
import { formatBalance, kurusToLira, parseLira } from '@app/shared/money.ts';
import { errorText } from '@/lib/error-text.ts';
import { showToast } from '@/lib/toast.ts';
import { useCashOutCrash } from '../api/cash-out.ts';
import { usePlaceCrashBet } from '../api/place-bet.ts';
import {
  readDemoBalance,
  settleDemoBet,
  writeDemoBalance,
  DEMO_START_KURUS,
  type DemoBet,
} from '../lib/demo.ts';
import { formatMultiplier, toHundredths } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';
import { tl } from '@/lib/game-format.ts';

/** One bet of this session, real or demo. Amounts kuruş, multipliers hundredths. */
export interface SessionBet {
  roundId: number;
  demo: boolean;
  stake: number;
  /** Auto cash-out target, or null. */
  auto: number | null;
  status: 'open' | 'won' | 'lost';
  at: number | null;
  win: number | null;
}

/** The player's bet in the round on screen, as the controls need it. */
export interface OpenBet {
  demo: boolean;
  stake: number;
  auto: number | null;
  /** A demo bet whose cash-out was clicked: settled at the crash. */
  clickedAt: number | null;
  status: 'open' | 'won' | 'lost';
  at: number | null;
  win: number | null;
}

/**
 * The session's bets outlive a page change within the tab (sessionStorage), one list per player
 * (a visitor's demo bets under `guest`): after a log-out and a log-in as someone else in the same
 * tab, the list is the new player's.
 */
export const SESSION_BETS_KEY = 'zeplin_session_bets';
export const sessionBetsKey = (playerId: number | null) =>
  `${SESSION_BETS_KEY}:${playerId === null ? 'guest' : String(playerId)}`;

function readSessionBets(key: string): SessionBet[] {
  try {
    const v: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? (v as SessionBet[]) : [];
  } catch {
    return [];
  }
}

function writeSessionBets(key: string, bets: readonly SessionBet[]): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(bets));
  } catch {
    // storage unavailable: the list lives as long as the page
  }
}

const kurus = (lira: number) => Number(parseLira(lira) ?? 0n);

function fromServer(bet: CrashMyBet): OpenBet {
  const status = bet.status === 'cashed_out' ? 'won' : bet.status;
  return {
    demo: false,
    stake: kurus(bet.amount),
    auto: bet.auto_cashout === null ? null : toHundredths(bet.auto_cashout),
    clickedAt: null,
    status,
    at: bet.cashed_out_at === null ? null : toHundredths(bet.cashed_out_at),
    win: bet.win === null ? null : kurus(bet.win),
  };
}

interface PlayInput {
  /** The logged-in player's id, or null (a visitor, or the session not read yet). */
  playerId: number | null;
  round: CrashRound | null;
  /** The server's `my_bet`, and the round it belongs to. */
  myBet: CrashMyBet | null;
  myBetRoundId: number | null;
  demo: boolean;
  /** Reads the state again (after a bet or a cash-out). */
  refresh: () => void;
}

/**
 * The player's side of the round: real bets and cash-outs through the server (the figures shown
 * are the server's), demo bets against the same public round with play money from localStorage,
 * the session's history, and what the aria-live region announces (phase changes and the player's
 * own results, never the ticks).
 */
export function useCrashPlay({ playerId, round, myBet, myBetRoundId, demo, refresh }: PlayInput) {
  const placeBet = usePlaceCrashBet();
  const cashOut = useCashOutCrash();
  const [announcement, setAnnouncementText] = useState('');
  // What happens together (the crash and the player's result) is said together.
  const lastAnnounced = useRef(0);
  const setAnnouncement = useCallback((text: string) => {
    const now = Date.now();
    const together = now - lastAnnounced.current < 100;
    lastAnnounced.current = now;
    setAnnouncementText((prev) => (together && prev ? `${prev} ${text}` : text));
  }, []);
  const betsKey = sessionBetsKey(playerId);
  const [stored, setStored] = useState(() => ({ key: betsKey, bets: readSessionBets(betsKey) }));
  /** The server's answer to this round's cash-out, kept until the state says the same. */
  const [cashed, setCashed] = useState<{ roundId: number; at: number; win: number } | null>(null);
  const [placed, setPlaced] = useState<{ roundId: number; bet: CrashMyBet } | null>(null);
  /** The last player's bet as last read: not this player's, ignored until the state is read again. */
  const [staleBet, setStaleBet] = useState<CrashMyBet | null>(null);
  // Another player (a log-out, a log-in): their own list, and nothing of the last player's bet.
  if (stored.key !== betsKey) {
    if (stored.key !== sessionBetsKey(null)) setStaleBet(myBet);
    setStored({ key: betsKey, bets: readSessionBets(betsKey) });
    setCashed(null);
    setPlaced(null);
  }
  const ownBet = myBet !== null && myBet !== staleBet ? myBet : null;
  const history = stored.bets;
  useEffect(() => writeSessionBets(stored.key, stored.bets), [stored]);
  const [demoBalance, setDemoBalance] = useState(readDemoBalance);
  const [demoBet, setDemoBet] = useState<DemoBet | null>(null);

  const roundId = round?.id ?? null;
  const phase = round?.phase ?? null;

  const upsert = useCallback((entry: SessionBet) => {
    setStored(({ key: k, bets: h }) => {
      const i = h.findIndex((e) => e.roundId === entry.roundId && e.demo === entry.demo);
      if (i < 0) return { key: k, bets: [entry, ...h].slice(0, 50) };
      const next = [...h];
      next[i] = entry;
      return { key: k, bets: next };
    });
  }, []);

  // The real bet on screen: the state's, else the one just placed; the cash-out's answer wins.
  let real: OpenBet | null = null;
  if (ownBet && myBetRoundId === roundId) real = fromServer(ownBet);
  else if (placed && placed.roundId === roundId) real = fromServer(placed.bet);
  if (real && cashed && cashed.roundId === roundId)
    real = { ...real, status: 'won', at: cashed.at, win: cashed.win };

  let demoOpen: OpenBet | null = null;
  if (demoBet && demoBet.roundId === roundId) {
    demoOpen = {
      demo: true,
      stake: demoBet.stake,
      auto: demoBet.auto,
      clickedAt: demoBet.clickedAt,
      status: 'open',
      at: null,
      win: null,
    };
  }

  // Phase changes, announced once each.
  const announced = useRef('');
  useEffect(() => {
    if (!round) return;
    const key = `${round.id}:${round.phase}`;
    if (announced.current === key) return;
    const first = announced.current === '';
    announced.current = key;
    if (first) return; // the page's first state is not a change
    if (round.phase === 'betting') setAnnouncement(t.announceBetting(round.id));
    else if (round.phase === 'flying') setAnnouncement(t.announceFlying(round.id));
    else if (round.crash_point !== null)
      setAnnouncement(t.announceCrashed(formatMultiplier(toHundredths(round.crash_point))));
  }, [round, setAnnouncement]);

  // The server's word on the real bet (an auto cash-out, a loss) goes to the history and is announced.
  const settledReal = useRef<string>('');
  useEffect(() => {
    if (!ownBet || myBetRoundId === null) return;
    let bet = fromServer(ownBet);
    if (cashed && cashed.roundId === myBetRoundId)
      bet = { ...bet, status: 'won', at: cashed.at, win: cashed.win };
    upsert({
      roundId: myBetRoundId,
      demo: false,
      stake: bet.stake,
      auto: bet.auto,
      status: bet.status,
      at: bet.at,
      win: bet.win,
    });
    const key = `${myBetRoundId}:${bet.status}`;
    if (bet.status === 'open' || settledReal.current === key) return;
    // A cash-out this page asked for was announced with its answer.
    const own = cashed && cashed.roundId === myBetRoundId;
    settledReal.current = key;
    if (bet.status === 'lost') setAnnouncement(t.announceLost);
    else if (!own && bet.at !== null && bet.win !== null)
      setAnnouncement(t.announceWin(formatMultiplier(bet.at), tl(bet.win)));
  }, [ownBet, myBetRoundId, upsert, cashed, setAnnouncement]);

  // A demo bet is settled when its round's crash point is revealed.
  useEffect(() => {
    if (
      !demoBet ||
      !round ||
      round.id !== demoBet.roundId ||
      round.phase !== 'crashed' ||
      round.crash_point === null
    )
      return;
    const cap = round.cap_multiplier == null ? null : toHundredths(round.cap_multiplier);
    const { at, win } = settleDemoBet(demoBet, toHundredths(round.crash_point), cap);
    if (win > 0) {
      const next = readDemoBalance() + win;
      writeDemoBalance(next);
      setDemoBalance(next);
      setAnnouncement(t.announceDemoWin(formatMultiplier(at!), tl(win)));
    } else setAnnouncement(t.announceDemoLost);
    upsert({
      roundId: demoBet.roundId,
      demo: true,
      stake: demoBet.stake,
      auto: demoBet.auto,
      status: win > 0 ? 'won' : 'lost',
      at,
      win: win > 0 ? win : null,
    });
    setDemoBet(null);
  }, [demoBet, round, upsert, setAnnouncement]);

  /** Places a bet (kuruş, auto target in hundredths): demo in the browser, real through the server. */
  const bet = async (stake: number, auto: number | null): Promise<boolean> => {
    if (!round || round.phase !== 'betting') return false;
    if (demo) {
      const balance = readDemoBalance();
      if (stake > balance) return false;
      writeDemoBalance(balance - stake);
      setDemoBalance(balance - stake);
      setDemoBet({ roundId: round.id, stake, auto, clickedAt: null });
      upsert({ roundId: round.id, demo: true, stake, auto, status: 'open', at: null, win: null });
      setAnnouncement(`${t.announceBet(tl(stake))} (${t.playMoney})`);
      return true;
    }
    try {
      const reply = await placeBet.mutateAsync({
        amount: kurusToLira(stake),
        auto_cashout: auto === null ? null : auto / 100,
      });
      setPlaced({ roundId: reply.round_id, bet: reply.bet });
      upsert({ roundId: reply.round_id, ...fromServer(reply.bet) });
      setAnnouncement(t.announceBet(formatBalance(reply.bet.amount)));
      refresh();
      return true;
    } catch (e) {
      showToast({ type: 'error', message: errorText(e, t.betFailed, t.exception) });
      refresh();
      return false;
    }
  };

  /** Cashes out: demo at the multiplier on screen `shown` (settled at the crash), real by the server. */
  const cashOutNow = async (shown: number) => {
    if (!round || round.phase !== 'flying') return;
    if (demo) {
      if (!demoBet || demoBet.roundId !== round.id || demoBet.clickedAt !== null) return;
      setDemoBet({ ...demoBet, clickedAt: shown });
      setAnnouncement(t.demoPending);
      return;
    }
    try {
      const reply = await cashOut.mutateAsync();
      const at = toHundredths(reply.multiplier);
      const win = kurus(reply.win);
      setCashed({ roundId: round.id, at, win });
      if (real)
        upsert({
          roundId: round.id,
          demo: false,
          stake: real.stake,
          auto: real.auto,
          status: 'won',
          at,
          win,
        });
      setAnnouncement(t.announceWin(formatMultiplier(at), tl(win)));
    } catch (e) {
      showToast({ type: 'error', message: errorText(e, t.cashoutFailed, t.exception) });
    } finally {
      refresh();
    }
  };

  const refillDemo = () => {
    writeDemoBalance(DEMO_START_KURUS);
    setDemoBalance(DEMO_START_KURUS);
  };

  return {
    phase,
    open: demo ? demoOpen : real,
    /** The player has a real bet standing in this round (the demo switch waits for its end). */
    realOpen: real !== null && real.status === 'open',
    bet,
    cashOut: cashOutNow,
    betting: placeBet.isPending,
    cashingOut: cashOut.isPending,
    announcement,
    history,
    demoBalance,
    refillDemo,
  };
}

/**
 * The cash-out button's figure: the multiplier a cash-out now would be paid at (hundredths) and its
 * win (kuruş), never more than the server pays: the multiplier at most the bet's auto cash-out and
 * the round's cap (where the server cashes the bet out), the win at most `maxWin` (the state's
 * limits.max_win in kuruş, null for none). The result shown after the click is the server's.
 */
export function cashOutFigure(
  bet: { stake: number; auto: number | null },
  current: number,
  cap: number | null,
  maxWin: number | null,
): { at: number; win: number } {
  const at = Math.min(current, bet.auto ?? current, cap ?? current);
  const win = winFor(bet.stake, at);
  return { at, win: maxWin === null ? win : Math.min(win, maxWin) };
}
