import { tl } from '../format.ts';
import { playTexts as t } from '../texts.ts';

export function BetTotal({ total }: { total: number }) {
  return (
    <p className="bet-total">
      {t.totalBet}: <strong data-testid="bet-total">{tl(total)}</strong>
    </p>
  );
}
