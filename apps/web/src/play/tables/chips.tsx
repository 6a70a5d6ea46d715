import { chipLabel, tl } from '@/lib/game-format.ts';
import { playTexts as t } from '../texts.ts';
import type { GameInfo, TableInfo } from '@/lib/game-types.ts';

const CHIP_VALUES = [100, 500, 1000, 2500, 10000, 50000];

export type Limits = TableInfo['limits'];

export function tableLimits(game: GameInfo): Limits {
  const def = game.definition as TableInfo | null;
  return def?.limits ?? { minBet: game.min_bet, maxBet: game.max_bet, step: 100 };
}

/** Chip values (kuruş) that fit the table's limits. */
export function chipValues(limits: Limits): number[] {
  const chips = CHIP_VALUES.filter((c) => c >= limits.minBet && c <= limits.maxBet && c % limits.step === 0);
  return chips.length ? chips : [limits.minBet];
}

export function ChipSelector({
  chips,
  value,
  onChange,
  disabled,
}: {
  chips: number[];
  value: number;
  onChange: (chip: number) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="chips" disabled={disabled}>
      <legend className="chips__legend">{t.chipValue}</legend>
      <div className="chips__row">
        {chips.map((c, i) => (
          <label key={c} className={`chip-option chip-option--${i % 6}`}>
            <input
              type="radio"
              name="chip"
              className="visually-hidden"
              value={c}
              checked={value === c}
              onChange={() => onChange(c)}
            />
            <span className="chip-option__face">{chipLabel(c)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The amount on a spot after adding a chip, or an error text when it would pass the table maximum
 * or what the player can stake: `available` is the balance less what is already on the table, so
 * a table never takes more chips than the wallet would accept at the spin.
 */
export function addChip(
  current: number,
  chip: number,
  limits: Limits,
  available: number,
): { amount: number } | { error: string } {
  const amount = current + chip;
  if (amount > limits.maxBet) return { error: t.overMax(tl(limits.maxBet)) };
  if (chip > available) return { error: t.overBalance };
  return { amount };
}
