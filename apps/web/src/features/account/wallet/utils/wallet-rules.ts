/**
 * The withdraw amount is whole lira: rounded down when the field loses focus. (The wallet forms'
 * checks are the shared schemas depositForm and withdrawForm, so a form never accepts what the
 * server refuses.)
 */
export function roundDownAmount(text: string): string {
  if (text.trim() === '') return text;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? String(Math.floor(n)) : text;
}
