// The page's own stylesheet first: every game's and panel's stylesheet (imported by its component) builds on it.
import './play-shell.css';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorText, getGameInfo, getHouseState } from './api.ts';
import { tl } from '@/lib/game-format.ts';
import type { GameContext } from './game-context.ts';
import { useReducedMotion } from './hooks.ts';
import type { Launch } from './launch.ts';
import { FairnessPanel } from './panels/fairness-panel.tsx';
import { HistoryPanel } from './panels/history-panel.tsx';
import { RulesPanel } from './panels/rules-panel.tsx';
import { SlotGame } from './slot/slot-game.tsx';
import { BaccaratGame } from './tables/baccarat-game.tsx';
import { BlackjackGame } from './tables/blackjack-game.tsx';
import { RouletteGame } from './tables/roulette-game.tsx';
import { leaveGame, RealityCheckDialog, useRealityCheck, useSessionTally } from './reality-check.tsx';
import { playTexts as t } from './texts.ts';
import type { FreeSpins, GameInfo, HistoryItem, HouseState, RevealedSeed, Seeds, SlotDefinition } from '@/lib/game-types.ts';
import { Fact } from '@/components/ui/fact.tsx';

export function isSlotDefinition(def: GameInfo['definition']): def is SlotDefinition {
  return Boolean(def && Array.isArray((def as SlotDefinition).symbols));
}

async function loadGame(launch: Launch): Promise<{ state: HouseState; game: GameInfo }> {
  const statePromise = getHouseState(launch.token);
  const guess = launch.slug ? getGameInfo(launch.slug) : null;
  // The session decides the game; the URL's slug only lets both calls start together.
  guess?.catch(() => undefined);
  const state = await statePromise;
  const game = guess && state.game.slug === launch.slug ? await guess : await getGameInfo(state.game.slug);
  return { state, game };
}

function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <details className="panel" id={id}>
      <summary className="panel__summary">
        <h2 className="panel__title">{title}</h2>
      </summary>
      <div className="panel__body">{children}</div>
    </details>
  );
}

export function PlayApp({ launch }: { launch: Launch }) {
  const reducedMotion = useReducedMotion();
  const [loaded, setLoaded] = useState<{ state: HouseState; game: GameInfo } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(launch.token ? null : t.noToken);
  const [attempt, setAttempt] = useState(0);
  const [balance, setBalance] = useState(0);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState<HistoryItem[]>([]);
  const [seeds, setSeeds] = useState<Seeds | null>(null);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<RevealedSeed[]>([]);
  const [slotBet, setSlotBet] = useState(0);
  const [freeSpins, setFreeSpins] = useState<FreeSpins | null>(null);
  const [resumedVisible, setResumedVisible] = useState(true);
  // Responsible gaming: real-money play pauses every N minutes for the reality check.
  const reality = useRealityCheck(Boolean(launch.token) && loaded?.state.mode === 'real');
  const tally = useSessionTally();
  const countRound = tally.count;

  useEffect(() => {
    if (!launch.token) return;
    let live = true;
    loadGame(launch).then(
      ({ state, game }) => {
        if (!live) return;
        setLoaded({ state, game });
        setBalance(state.balance);
        setHistory(state.history);
        setSeeds(state.seeds);
        setFreeSpins(state.free_spins ?? null);
        const def = game.definition;
        if (isSlotDefinition(def)) setSlotBet(def.betLevels[0] ?? 0);
        document.title = `${game.name} — ${t.provider}`;
      },
      (e: unknown) => {
        if (live) setLoadError(errorText(e));
      },
    );
    return () => {
      live = false;
    };
  }, [launch, attempt]);

  // Back from another tab (a deposit, another game), the balance is read again, so the tables'
  // chips and the bet selector judge what the player can stake on the wallet as it is now. Never
  // while a round is on its way: its own reply sets the balance.
  // The listener is attached once, at mount, and asks a ref whether the game has loaded: attached
  // only after the load, it missed a tab switch made between the first paint and the effect.
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const loadedRef = useRef(false);
  loadedRef.current = loaded !== null;
  useEffect(() => {
    if (!launch.token) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || busyRef.current || !loadedRef.current) return;
      getHouseState(launch.token).then(
        (state) => {
          if (busyRef.current) return;
          setBalance(state.balance);
          setFreeSpins(state.free_spins ?? null);
        },
        () => undefined,
      );
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [launch.token]);

  const record = useCallback(
    (item: HistoryItem) => {
      countRound(item);
      setHistory((list) => [item, ...list.filter((h) => h.round_id !== item.round_id)].slice(0, 10));
    },
    [countRound],
  );

  const ctx: GameContext | null = useMemo(
    () =>
      loaded && {
        token: launch.token,
        slug: loaded.state.game.slug,
        game: loaded.game,
        balance,
        seeds,
        busy,
        reducedMotion,
        history,
        freeSpins,
        setFreeSpins,
        setBusy,
        showBalance: setBalance,
        setSeeds,
        record,
        settle(kurus: number, win: number) {
          setBalance(kurus);
          setLastWin(win);
        },
        fail: (e: unknown) => setError(errorText(e)),
        alert: setError,
        clearAlert: () => setError(null),
      },
    [loaded, launch.token, balance, seeds, busy, reducedMotion, history, freeSpins, record],
  );

  if (loadError) {
    return (
      <div className="play play--message">
        <div role="alert" className="play-alert play-alert--block">
          <p>{loadError}</p>
        </div>
        {launch.token && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t.retry}
          </button>
        )}
      </div>
    );
  }

  if (!loaded || !ctx) {
    return (
      <div className="play play--message" role="status">
        <span className="play-spinner" aria-hidden="true" />
        <p>{t.loading}</p>
      </div>
    );
  }

  const { state, game } = loaded;
  const def = game.definition;
  const demo = state.mode === 'demo';

  let view: ReactNode;
  if (isSlotDefinition(def)) view = <SlotGame ctx={ctx} def={def} bet={slotBet} setBet={setSlotBet} />;
  else if (game.mechanic === 'roulette') view = <RouletteGame ctx={ctx} />;
  else if (game.mechanic === 'baccarat') view = <BaccaratGame ctx={ctx} />;
  else if (game.mechanic === 'blackjack') view = <BlackjackGame ctx={ctx} activeHand={state.active_hand} />;
  else view = <p role="alert">{t.loadFailed}</p>;

  return (
    <div className={`play ${demo ? 'play--demo' : ''}`}>
      <header className="play-top">
        <div className="play-top__title">
          <h1>{game.name}</h1>
          {demo && <span className="demo-badge">{t.demoBadge}</span>}
        </div>
        <dl className="play-meters">
          <Fact term={t.balance} className="meter" valueProps={{ 'data-testid': "balance" }}>{tl(balance)}</Fact>
          <Fact term={t.lastWin} className="meter" valueProps={{ 'data-testid': "last-win", className: lastWin ? 'amount--win' : undefined }}>
            {lastWin === null ? '—' : tl(lastWin)}
          </Fact>
        </dl>
      </header>

      <div role="alert" className="play-alert">
        {error && (
          <p className="play-alert__box">
            <span>{error}</span>
            <button
              type="button"
              className="play-alert__close"
              aria-label={t.dismiss}
              onClick={() => setError(null)}
            >
              ×
            </button>
          </p>
        )}
      </div>
      {state.resumed_rounds > 0 && resumedVisible && (
        <div role="status" className="play-notice">
          <p>
            <strong>{t.resumed(state.resumed_rounds)}</strong> {t.resumedHint}
          </p>
          <button
            type="button"
            className="play-alert__close"
            aria-label={t.dismiss}
            onClick={() => setResumedVisible(false)}
          >
            ×
          </button>
        </div>
      )}

      <div className="play-layout" inert={reality.due}>
        <main className="play-stage">{view}</main>
        <aside className="play-panels" aria-label={t.panels}>
          <Panel id="kurallar" title={t.rulesTitle}>
            <RulesPanel game={game} bet={freeSpins && freeSpins.left > 0 ? freeSpins.stake : slotBet} />
          </Panel>
          <Panel id="gecmis" title={t.historyTitle}>
            <HistoryPanel
              history={history}
              def={isSlotDefinition(def) ? def : null}
              slug={ctx.slug}
              revealed={revealed}
            />
          </Panel>
          <Panel id="adil-oyun" title={t.fairTitle}>
            <FairnessPanel
              token={launch.token}
              slug={ctx.slug}
              seeds={seeds}
              busy={busy}
              onSeeds={setSeeds}
              revealed={revealed}
              history={history}
              onRevealed={(r) => setRevealed((list) => [r, ...list].slice(0, 5))}
              onError={(e) => setError(errorText(e))}
            />
          </Panel>
        </aside>
      </div>
      <RealityCheckDialog
        open={reality.due}
        token={launch.token}
        launchedAt={reality.launchedAt}
        historyHref={game.type === 'slot' ? '/account/transactions?tab=slot_bet' : '/account/transactions'}
        tally={tally.totals}
        onContinue={reality.resume}
        onExit={() => leaveGame()}
      />
    </div>
  );
}
