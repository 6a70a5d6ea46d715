/**
 * Read-only views of a finished round, shared by the game client's history and the public
 * verifier page (/adil-oyun): slot windows with their wins, the roulette number, card hands.
 */
import { tl } from '@/lib/game-format.ts';
import { gameTexts } from '@/lib/game-texts.ts';
import type {
  BaccaratRound,
  BlackjackState,
  BlackjackView,
  RoundOutcome,
  RouletteRound,
  SlotDefinition,
  SlotRound,
} from '@/lib/game-types.ts';
import { CardHand, blackjackTotal, cardLabel } from './cards.tsx';
import { RouletteNumber } from './roulette-number.tsx';
import { SlotGrid } from './slot-grid.tsx';
import { describeWin, winCells } from './slot-math.ts';
import './outcome.css';

export function isSlotRound(o: RoundOutcome): o is SlotRound {
  return Array.isArray((o as SlotRound).spins);
}
export function isRouletteRound(o: RoundOutcome): o is RouletteRound {
  return (o as RouletteRound).gameId === 'avrupa-ruleti';
}
export function isBaccaratRound(o: RoundOutcome): o is BaccaratRound {
  return (o as BaccaratRound).gameId === 'baccarat';
}
function isBlackjackState(o: RoundOutcome): o is BlackjackState {
  return Array.isArray((o as BlackjackState).player) && Array.isArray((o as BlackjackState).dealer);
}
function isBlackjackView(o: RoundOutcome): o is BlackjackView {
  return Array.isArray((o as BlackjackView).playerCards) && Array.isArray((o as BlackjackView).dealerCards);
}

/** The verifier's full state as the view the player saw at the end of the hand. */
export function stateToView(s: BlackjackState): BlackjackView {
  const p = blackjackTotal(s.player);
  return {
    bet: s.bet,
    playerCards: s.player.map(cardLabel),
    dealerCards: s.dealer.map(cardLabel),
    playerTotal: p.total,
    playerSoft: p.soft,
    dealerTotal: blackjackTotal(s.dealer).total,
    finished: s.finished,
    outcome: s.outcome,
    totalBet: s.totalBet,
    totalWin: s.totalWin,
    legalActions: [],
  };
}

function SlotRoundView({ round, def }: { round: SlotRound; def: SlotDefinition | null | undefined }) {
  const frees = round.spins.length - 1;
  if (!def) {
    return (
      <p className="muted">
        {gameTexts.roundWin}: {tl(round.totalWin)}
      </p>
    );
  }
  return (
    <ol className="outcome-spins">
      {round.spins.map((spin, i) => (
        <li key={i} className="outcome-spin">
          <p className="outcome-spin__title">
            <span>{i === 0 ? gameTexts.paidSpin : gameTexts.freeSpin(i, frees)}</span>
            <span className={spin.win > 0 ? 'amount--win' : 'muted'}>{tl(spin.win)}</span>
          </p>
          <SlotGrid
            def={def}
            grid={spin.grid}
            highlight={winCells(def, spin.grid, spin.wins)}
            size="mini"
            label={i === 0 ? gameTexts.paidSpin : gameTexts.freeSpin(i, frees)}
          />
          {(spin.wins.length > 0 || spin.cascades.length > 0 || spin.freeSpinsAwarded > 0) && (
            <ul className="outcome-wins">
              {spin.wins.map((w, j) => (
                <li key={j}>
                  {describeWin(def, w)} — {tl(w.win)}
                </li>
              ))}
              {spin.cascades.map((c, j) =>
                c.wins.map((w, k) => (
                  <li key={`c${j}-${k}`}>
                    {gameTexts.cascade(j + 1)}: {describeWin(def, w)} — {tl(w.win)}
                  </li>
                )),
              )}
              {spin.freeSpinsAwarded > 0 && <li>{gameTexts.freeSpinsWon(spin.freeSpinsAwarded)}</li>}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function RouletteRoundView({ round }: { round: RouletteRound }) {
  return (
    <div className="outcome-roulette">
      <p className="outcome-roulette__number">
        <span>{gameTexts.resultNumber}:</span> <RouletteNumber n={round.number} />
        <span>{gameTexts.colors[round.color]}</span>
      </p>
      <ul className="outcome-wins">
        {round.bets.map((b, i) => (
          <li key={i}>
            {betLabel(b)} · {tl(b.amount)} →{' '}
            <span className={b.win > 0 ? 'amount--win' : 'muted'}>{tl(b.win)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Düz sayı 17', '2. düzine (13-24)', 'Kırmızı'. */
export function betLabel(b: { type: string; numbers?: number[]; target?: number }): string {
  if (b.type === 'dozen' && b.target) return gameTexts.dozenLong(b.target);
  if (b.type === 'column' && b.target) return gameTexts.column(b.target);
  const name = gameTexts.betTypes[b.type] ?? b.type;
  return b.numbers?.length ? `${name} ${b.numbers.join('-')}` : name;
}

function BaccaratRoundView({ round }: { round: BaccaratRound }) {
  return (
    <div className="outcome-cards">
      <div className="hands">
        <CardHand
          title={gameTexts.baccaratSpots.player!}
          cards={round.playerCards}
          total={round.playerTotal}
          winner={round.winner === 'player'}
        />
        <CardHand
          title={gameTexts.baccaratSpots.banker!}
          cards={round.bankerCards}
          total={round.bankerTotal}
          winner={round.winner === 'banker'}
        />
      </div>
      <p className="outcome-verdict">
        {gameTexts.winner[round.winner]}
        {round.natural ? ` · ${gameTexts.natural}` : ''}
      </p>
    </div>
  );
}

export function BlackjackHands({ view }: { view: BlackjackView }) {
  return (
    <div className="hands">
      <CardHand
        title={gameTexts.dealer}
        cards={view.dealerCards}
        total={view.dealerTotal ?? (view.finished ? null : '?')}
      />
      <CardHand
        title={gameTexts.you}
        cards={view.playerCards}
        total={
          view.playerSoft && view.playerTotal < 21
            ? `${view.playerTotal} (${gameTexts.soft})`
            : view.playerTotal
        }
        winner={view.outcome === 'win' || view.outcome === 'blackjack'}
      />
    </div>
  );
}

function BlackjackRoundView({ view, actions }: { view: BlackjackView; actions?: string[] }) {
  return (
    <div className="outcome-cards">
      <BlackjackHands view={view} />
      {actions && actions.length > 0 && (
        <p className="muted">{actions.map((a) => gameTexts.actions[a] ?? a).join(' → ')}</p>
      )}
      {view.outcome && <p className="outcome-verdict">{gameTexts.outcomes[view.outcome]}</p>}
    </div>
  );
}

/** Any finished round: pass the slot's definition for symbol art and names. */
export function OutcomeView({ outcome, def }: { outcome: RoundOutcome; def?: SlotDefinition | null }) {
  if (isSlotRound(outcome)) return <SlotRoundView round={outcome} def={def} />;
  if (isRouletteRound(outcome)) return <RouletteRoundView round={outcome} />;
  if (isBaccaratRound(outcome)) return <BaccaratRoundView round={outcome} />;
  if (isBlackjackView(outcome)) return <BlackjackRoundView view={outcome} />;
  if (isBlackjackState(outcome))
    return <BlackjackRoundView view={stateToView(outcome)} actions={outcome.actions} />;
  return null;
}
