/**
 * The wallet forms' checks, in the spec's order and with its texts; what the spec leaves open
 * (maximums, bank list, IBAN check digits, digits-only fields) comes from the shared schemas the
 * server validates with, so the form never accepts what the server refuses.
 */
import { MIN_WITHDRAW_LIRA, walletMessages, withdrawRequest } from '@app/shared/api/wallet.ts';
import { normalizeIban } from '@app/shared/iban.ts';

export interface Problem<F extends string> {
  message: string;
  fields: F[];
}

export interface WithdrawValues {
  amount: string;
  account_name: string;
  bank_name: string;
  /** As shown, grouped by four. */
  iban: string;
  branch_code: string;
  account_no: string;
  save_bank_info: boolean;
}

export type WithdrawField = Exclude<keyof WithdrawValues, 'save_bank_info'>;

/** The withdraw amount is whole lira: rounded down when the field loses focus. */
export function roundDownAmount(text: string): string {
  if (text.trim() === '') return text;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? String(Math.floor(n)) : text;
}

export function validateWithdraw(
  v: WithdrawValues,
  balance: number | undefined,
): Problem<WithdrawField> | null {
  const amount = Number(roundDownAmount(v.amount) || 0);
  if (!(amount >= MIN_WITHDRAW_LIRA)) return { message: walletMessages.withdrawMin, fields: ['amount'] };
  if (typeof balance === 'number' && amount > balance)
    return { message: walletMessages.withdrawInsufficient, fields: ['amount'] };
  const missing: WithdrawField[] = [];
  if (!v.account_name.trim()) missing.push('account_name');
  if (!v.bank_name) missing.push('bank_name');
  if (!normalizeIban(v.iban)) missing.push('iban');
  if (missing.length) return { message: walletMessages.withdrawFillAll, fields: missing };
  const parsed = withdrawRequest.safeParse({ ...v, amount, iban: normalizeIban(v.iban) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { message: issue.message, fields: [issue.path[0] as WithdrawField] };
  }
  return null;
}
