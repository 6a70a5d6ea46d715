import { tl } from '@/lib/game-format.ts';
import { playTexts as t } from '../texts.ts';

/** The slot's total bet: only the title's bet levels can be chosen. */
export function BetSelector({
  levels,
  value,
  onChange,
  disabled,
}: {
  levels: number[];
  value: number;
  onChange: (bet: number) => void;
  disabled?: boolean;
}) {
  const i = levels.indexOf(value);
  return (
    <div className="bet-selector">
      <label htmlFor="bet-level" className="bet-selector__label">
        {t.bet}
      </label>
      <div className="bet-selector__row">
        <button
          type="button"
          className="button button--icon"
          aria-label={t.betDown}
          disabled={disabled || i <= 0}
          onClick={() => onChange(levels[i - 1]!)}
        >
          −
        </button>
        <select
          id="bet-level"
          className="pinput"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {levels.map((l) => (
            <option key={l} value={l}>
              {tl(l)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--icon"
          aria-label={t.betUp}
          disabled={disabled || i < 0 || i >= levels.length - 1}
          onClick={() => onChange(levels[i + 1]!)}
        >
          +
        </button>
      </div>
    </div>
  );
}
