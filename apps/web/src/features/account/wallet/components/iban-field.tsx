import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { formatIban } from '@app/shared/iban.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { walletTexts } from '../texts.ts';

/** 26 characters plus the six spaces of the groups of four. */
export const IBAN_INPUT_MAX = 32;

type IbanFieldProps = {
  id: string;
  value: string;
  onValueChange: (formatted: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** Where the caret goes in `formatted` so that `count` letters or digits stand before it. */
function caretAfter(formatted: string, count: number): number {
  let seen = 0;
  let i = 0;
  while (i < formatted.length && seen < count) {
    if (formatted[i] !== ' ') seen += 1;
    i += 1;
  }
  return i;
}

/**
 * The IBAN as typed: upper-cased, stripped of anything but letters and digits, capped at 26
 * characters and grouped by four; the caret stays after the character just typed.
 */
export function IbanField({ id, value, onValueChange, ...rest }: IbanFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextField
      id={id}
      ref={ref}
      label={walletTexts.iban}
      className="field--iban"
      hint={walletTexts.ibanHint}
      placeholder={walletTexts.ibanPlaceholder}
      maxLength={IBAN_INPUT_MAX}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputMode="text"
      value={value}
      onChange={(e) => {
        const raw = e.target.value;
        const at = e.target.selectionStart ?? raw.length;
        const before = raw
          .slice(0, at)
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '').length;
        const formatted = formatIban(raw);
        caret.current = caretAfter(formatted, before);
        onValueChange(formatted);
      }}
      {...rest}
    />
  );
}
