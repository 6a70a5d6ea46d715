import type { ReactNode } from 'react';
import { tl } from '@/lib/game-format.ts';
import { playTexts as t } from '../texts.ts';
import { ChipSelector } from './chips.tsx';

export function BetTotal({ total }: { total: number }) {
  return (
    <p className="bet-total">
      {t.totalBet}: <strong data-testid="bet-total">{tl(total)}</strong>
    </p>
  );
}

/**
 * The box under a table of betting spots (roulette, baccarat): the chip to place, the total bet,
 * then the table's own actions (`before`), clearing the bets and the play button (`children`).
 */
export function SpotBetControls({
  chip,
  busy,
  total,
  onClear,
  before,
  children,
}: {
  /** The chips on offer, the one chosen, and its change. */
  chip: { values: number[]; value: number; onChange: (chip: number) => void };
  busy: boolean;
  total: number;
  onClear: () => void;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="controls-box table-controls">
      <ChipSelector chips={chip.values} value={chip.value} onChange={chip.onChange} disabled={busy} />
      <BetTotal total={total} />
      <div className="table-controls__actions">
        {before}
        <button
          type="button"
          className="button button--ghost"
          onClick={onClear}
          disabled={busy || total === 0}
        >
          {t.clearBets}
        </button>
        {children}
      </div>
    </div>
  );
}
