import { useState } from 'react';
import { TextField } from '@/components/ui/form-field.tsx';
import { transactionTexts } from '../texts.ts';
import { istanbulToday, rangeProblem, type DateRange } from '../utils/date-range.ts';

type Mode = 'today' | 'custom';

/**
 * 'Bugün' (the default) or a custom range of two days. A range that ends before it starts or
 * reaches past today is refused with a message and never reaches the server.
 */
export function DateFilter({ onApply }: { onApply: (range: DateRange) => void }) {
  const t = transactionTexts;
  const today = istanbulToday();
  const [mode, setMode] = useState<Mode>('today');
  const [range, setRange] = useState<DateRange>({ from: today, to: today });
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (nextMode: Mode, next: DateRange) => {
    if (nextMode === 'today') {
      setProblem(null);
      onApply({ from: today, to: today });
      return;
    }
    const why = rangeProblem(next, today);
    setProblem(why);
    if (!why) onApply(next);
  };

  const chooseMode = (next: Mode) => {
    setMode(next);
    apply(next, range);
  };

  const changeDay = (patch: Partial<DateRange>) => {
    const next = { ...range, ...patch };
    setRange(next);
    apply('custom', next);
  };

  const describedBy = problem ? 'date-range-problem' : undefined;
  return (
    <div className="date-filter">
      <fieldset className="date-filter__modes">
        <legend className="visually-hidden">{t.filter}</legend>
        {(['today', 'custom'] as const).map((m) => (
          <label key={m} className={`filter-chip ${mode === m ? 'is-active' : ''}`}>
            <input
              type="radio"
              name="date-filter"
              value={m}
              checked={mode === m}
              onChange={() => chooseMode(m)}
              className="filter-chip__input"
            />
            {m === 'today' ? t.today : t.custom}
          </label>
        ))}
      </fieldset>
      {mode === 'custom' && (
        <div className="date-filter__range">
          <TextField
            id="history-from"
            label={t.from}
            type="date"
            max={today}
            value={range.from}
            onChange={(e) => changeDay({ from: e.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
          />
          <TextField
            id="history-to"
            label={t.to}
            type="date"
            max={today}
            value={range.to}
            onChange={(e) => changeDay({ to: e.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      )}
      {problem && (
        <p id="date-range-problem" className="field__error date-filter__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
