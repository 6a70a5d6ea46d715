import { useRef, useState } from 'react';
import { blackjackAction } from '../api.ts';
import { tl } from '@/lib/game-format.ts';
import type { GameContext } from '../game-context.ts';
import { BlackjackHands } from '@/components/outcome/outcome-view.tsx';
import { playTexts as t } from '../texts.ts';
import type { BlackjackAction, BlackjackReply, BlackjackView } from '@/lib/game-types.ts';
import { BetTotal } from './bet-total.tsx';
import { ChipSelector, addChip, chipValues, tableLimits } from './chips.tsx';
import { PlayButton } from '../play-button.tsx';
import './table.css';
import './blackjack.css';

export function BlackjackGame({
  ctx,
  activeHand,
}: {
  ctx: GameContext;
  activeHand: { round_id: string; view: BlackjackView } | null;
}) {
  const limits = tableLimits(ctx.game);
  const chips = chipValues(limits);
  const [chip, setChip] = useState(chips[0]!);
  const [bet, setBet] = useState(activeHand?.view.bet ?? chips[1] ?? chips[0]!);
  const [view, setView] = useState<BlackjackView | null>(activeHand?.view ?? null);
  const hand = useRef<{
    id: string;
    createdAt: string;
    seedHash?: string;
    actions: BlackjackAction[];
  } | null>(
    activeHand ? { id: activeHand.round_id, createdAt: new Date().toISOString(), actions: [] } : null,
  );
  const busy = ctx.busy;
  const inHand = view !== null && !view.finished;

  const apply = (reply: BlackjackReply) => {
    setView(reply.view);
    const h = hand.current!;
    const v = reply.view;
    ctx.record({
      round_id: reply.round_id,
      nonce: reply.nonce,
      total_bet: v.totalBet,
      total_win: v.totalWin,
      status: v.finished ? 'settled' : 'in_progress',
      created_at: h.createdAt,
      outcome: v,
      server_seed_hash: h.seedHash,
      input: { bet: v.bet, actions: [...h.actions] },
    });
    if (v.finished) ctx.settle(reply.balance, v.totalWin);
    else ctx.showBalance(reply.balance);
  };

  const deal = async () => {
    if (busy) return;
    ctx.clearAlert();
    ctx.setBusy(true);
    try {
      const seeds = ctx.seeds;
      const reply = await blackjackAction(ctx.token, 'deal', bet);
      hand.current = {
        id: reply.round_id,
        createdAt: new Date().toISOString(),
        seedHash: seeds?.server_seed_hash,
        actions: [],
      };
      if (seeds) ctx.setSeeds({ ...seeds, nonce: reply.nonce + 1 });
      apply(reply);
    } catch (e) {
      ctx.fail(e);
    } finally {
      ctx.setBusy(false);
    }
  };

  const act = async (action: BlackjackAction) => {
    if (busy) return;
    ctx.clearAlert();
    ctx.setBusy(true);
    try {
      const reply = await blackjackAction(ctx.token, action);
      hand.current?.actions.push(action);
      apply(reply);
    } catch (e) {
      ctx.fail(e);
    } finally {
      ctx.setBusy(false);
    }
  };

  return (
    <section className="table-game blackjack" aria-label={ctx.game.name}>
      <div className="felt">
        {view ? (
          <>
            <BlackjackHands view={view} />
            <p className="felt__verdict" aria-live="polite">
              {view.finished && view.outcome
                ? `${t.outcomes[view.outcome]}${view.totalWin > 0 ? ` — ${t.win}: ${tl(view.totalWin)}` : ''}`
                : `${t.handInProgress} · ${t.bet}: ${tl(view.totalBet)}`}
            </p>
          </>
        ) : (
          <p className="muted felt__hint">{t.placeBets}</p>
        )}
      </div>

      {inHand ? (
        <div className="bj-actions" role="group" aria-label={t.handInProgress}>
          {view.legalActions.map((a) => (
            <button
              key={a}
              type="button"
              className={`button bj-action ${a === 'stand' ? 'button--primary' : ''}`}
              aria-disabled={busy || undefined}
              onClick={() => void act(a)}
            >
              {t.actions[a]}
              {a === 'double' ? ` (+${tl(view.bet)})` : ''}
            </button>
          ))}
        </div>
      ) : (
        <div className="controls-box table-controls">
          <ChipSelector chips={chips} value={chip} onChange={setChip} disabled={busy} />
          <div className="bj-bet">
            <button
              type="button"
              className="bac-spot bj-bet__spot"
              aria-disabled={busy || undefined}
              aria-label={`${t.bet}: ${tl(bet)}. ${t.chipValue} ${tl(chip)} ekle`}
              onClick={() => {
                const r = addChip(bet, chip, limits, ctx.balance - bet);
                if ('error' in r) ctx.alert(r.error);
                else {
                  ctx.clearAlert();
                  setBet(r.amount);
                }
              }}
            >
              <span className="bac-spot__name" aria-hidden="true">
                {t.bet}
              </span>
              <span className="bac-spot__amount" aria-hidden="true">
                {bet ? tl(bet) : '—'}
              </span>
              <span className="bac-spot__pays" aria-hidden="true">
                {t.tapToAdd}
              </span>
            </button>
          </div>
          <BetTotal total={bet} />
          <div className="table-controls__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setBet(0)}
              disabled={busy || bet === 0}
            >
              {t.clearBets}
            </button>
            <PlayButton
              disabled={busy || bet === 0}
              onClick={() => (bet === 0 ? ctx.alert(t.noBet) : void deal())}
            >
              {view?.finished ? t.newHand : t.deal}
            </PlayButton>
          </div>
        </div>
      )}
    </section>
  );
}
