import { useState } from 'react';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { tl } from '@/lib/game-format.ts';
import { OutcomeView } from '@/components/outcome/outcome-view.tsx';
import { playTexts as t } from '../texts.ts';
import type { HistoryItem, RevealedSeed, SlotDefinition } from '@/lib/game-types.ts';
import { roundVerifierUrl } from '../verify-link.ts';
import './panels.css';

function HistoryRow({
  item,
  def,
  slug,
  revealed,
}: {
  item: HistoryItem;
  def: SlotDefinition | null;
  slug: string;
  revealed: RevealedSeed[];
}) {
  // The outcome is drawn only once opened: a slot round can hold dozens of free-spin windows.
  const [open, setOpen] = useState(false);
  const link = roundVerifierUrl(slug, item, revealed);
  return (
    <li className="history__item">
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="history__summary">
          <span className="history__time">{formatDateTimeTr(item.created_at)}</span>
          <span className="history__amounts">
            <span>
              <span className="muted">{t.bet}: </span>
              {tl(item.total_bet)}
            </span>
            <span className={item.total_win > 0 ? 'amount--win' : undefined}>
              <span className="muted">{t.win}: </span>
              {tl(item.total_win)}
            </span>
          </span>
          {item.status !== 'settled' && (
            <span className="history__status">{t.status[item.status] ?? item.status}</span>
          )}
        </summary>
        {open && (
          <div className="history__body">
            {item.outcome && <OutcomeView outcome={item.outcome} def={def} />}
            <p className="muted small history__ids">
              {t.nonce}: {item.nonce} · {t.roundId}: <code>{item.round_id}</code>
            </p>
            {link && (
              <a href={link} target="_blank" rel="noopener">
                {t.verifyRound}
              </a>
            )}
          </div>
        )}
      </details>
    </li>
  );
}

export function HistoryPanel({
  history,
  def,
  slug,
  revealed,
}: {
  history: HistoryItem[];
  def: SlotDefinition | null;
  slug: string;
  revealed: RevealedSeed[];
}) {
  if (history.length === 0) return <p className="muted">{t.historyEmpty}</p>;
  return (
    <ol className="history" aria-label={t.historyTitle}>
      {history.slice(0, 10).map((h) => (
        <HistoryRow key={h.round_id} item={h} def={def} slug={slug} revealed={revealed} />
      ))}
    </ol>
  );
}
