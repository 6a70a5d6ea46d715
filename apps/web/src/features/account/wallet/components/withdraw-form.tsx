import { useRef, useState } from 'react';
import { MIN_WITHDRAW_LIRA, walletMessages, withdrawForm } from '@app/shared/api/wallet.ts';
import { formatIban } from '@app/shared/iban.ts';
import { formatBalanceWhole } from '@app/shared/money.ts';
import { WITHDRAW_BANKS } from '@app/shared/reference.ts';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { isApiError, newIdempotencyKey } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { walletTexts } from '../texts.ts';
import { useCreateWithdrawal, type WithdrawPayload } from '../api/create-withdrawal.ts';
import { useBankAccounts, type SavedBankAccount } from '../api/get-bank-accounts.ts';
import { roundDownAmount } from '../utils/wallet-rules.ts';
import { IbanField } from './iban-field.tsx';
import { SavedAccountPicker, type AccountChoice } from './saved-account-picker.tsx';

const NO_ACCOUNT = { account_name: '', bank_name: '', iban: '', branch_code: '', account_no: '' };
const EMPTY = { amount: '', ...NO_ACCOUNT, save_bank_info: false };
type AccountValues = typeof NO_ACCOUNT & { save_bank_info?: boolean };
const FEEDBACK_ID = 'withdraw-feedback';
export const BRANCH_CODE_MAX = 5;
export const ACCOUNT_NO_MAX = 20;

function fromSaved(a: SavedBankAccount) {
  return {
    account_name: a.account_name,
    bank_name: a.bank_name,
    iban: formatIban(a.iban),
    branch_code: a.branch_code ?? '',
    account_no: a.account_no ?? '',
  };
}

/**
 * The question to ask when the server refuses a withdrawal because a bonus is active (409 with
 * `bonus_forfeit_required`): its own text, which says what is forfeited; null for any other error.
 */
export function forfeitQuestion(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409 || error.body?.bonus_forfeit_required !== true) return null;
  return error.serverMessage ?? walletTexts.bonus.forfeitFallback;
}

/**
 * Withdraw to a bank account: whole-lira amount (at least 100 TRY, at most the balance), holder,
 * bank, IBAN, optional branch code and account number; a saved account fills the fields. With
 * an active bonus the server asks first: the player confirms its message (the bonus is forfeited)
 * and the same request goes again with `forfeit_bonus: true`, or nothing is sent.
 */
export function WithdrawForm({ balance }: { balance: number | undefined }) {
  const t = walletTexts;
  const { data: accounts = [] } = useBankAccounts();
  const [choice, setChoice] = useState<AccountChoice>('new');
  const withdraw = useCreateWithdrawal();
  const key = useRef<string | null>(null);
  const { form, feedback, submit, field, aria, edited } = useBannerForm({
    schema: withdrawForm(balance),
    defaultValues: EMPTY,
    feedbackId: FEEDBACK_ID,
    onEdit: () => {
      key.current = null;
    },
  });

  const fill = (patch: AccountValues) => {
    for (const [name, value] of Object.entries(patch) as [keyof AccountValues, string | boolean][]) {
      form.setValue(name, value as never);
      edited(name);
    }
  };

  const choose = (next: AccountChoice) => {
    setChoice(next);
    if (next === 'new') {
      fill(NO_ACCOUNT);
      return;
    }
    const account = accounts.find((a) => a.id === next);
    // A saved account is already saved: its flag is cleared.
    if (account) fill({ ...fromSaved(account), save_bank_info: false });
  };

  /** The amount is whole lira: rounded down when the field loses focus, and before a submit. */
  const roundAmount = () => form.setValue('amount', roundDownAmount(form.getValues('amount')));

  const onSubmit = submit(async (values) => {
    if (withdraw.isPending) return;
    key.current ??= newIdempotencyKey();
    const payload: WithdrawPayload = { ...values, method: 'bank_transfer' };
    try {
      try {
        await withdraw.mutateAsync({ payload, idempotencyKey: key.current });
      } catch (err) {
        // An active bonus: the server says what the request does to it; only a yes sends it again.
        const question = forfeitQuestion(err);
        if (question === null) throw err;
        if (!window.confirm(question)) return;
        key.current = newIdempotencyKey(); // another request: this one gives the bonus up
        await withdraw.mutateAsync({ payload: { ...payload, forfeit_bonus: true }, idempotencyKey: key.current });
      }
      key.current = null;
      form.reset(EMPTY);
      setChoice('new');
      feedback.showSuccess(walletMessages.withdrawReceived);
    } catch (err) {
      feedback.showError(errorText(err, t.withdrawFailed, t.withdrawNetwork));
    }
  });

  const available = typeof balance === 'number' ? formatBalanceWhole(balance) : '—';
  return (
    <form
      className="wallet-form"
      onSubmit={(e) => {
        roundAmount();
        void onSubmit(e);
      }}
      noValidate
      aria-label={t.tabs.withdraw}
    >
      <p className="muted wallet-form__intro">{t.withdrawIntro}</p>
      <SavedAccountPicker accounts={accounts} selected={choice} onSelect={choose} />
      <TextField
        id="withdraw-amount"
        label={t.withdrawAmount}
        required
        type="number"
        inputMode="numeric"
        min={MIN_WITHDRAW_LIRA}
        max={typeof balance === 'number' ? Math.floor(balance) : undefined}
        step="1"
        hint={t.withdrawAmountHint(available)}
        {...field('amount', 'withdraw-amount-hint')}
        onBlur={roundAmount}
      />
      <TextField
        id="withdraw-account-name"
        label={t.accountName}
        required
        autoComplete="name"
        maxLength={100}
        {...field('account_name')}
      />
      <SelectField id="withdraw-bank" label={t.withdrawBank} required {...field('bank_name')}>
        <option value="">{t.chooseBank}</option>
        {WITHDRAW_BANKS.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </SelectField>
      <IbanField
        id="withdraw-iban"
        required
        value={form.watch('iban')}
        onValueChange={(iban) => {
          form.setValue('iban', iban);
          edited('iban');
        }}
        {...aria('iban', 'withdraw-iban-hint')}
      />
      <div className="form-grid">
        <TextField
          id="withdraw-branch-code"
          label={t.branchCode}
          inputMode="numeric"
          maxLength={BRANCH_CODE_MAX}
          {...field('branch_code')}
        />
        <TextField
          id="withdraw-account-no"
          label={t.accountNo}
          inputMode="numeric"
          maxLength={ACCOUNT_NO_MAX}
          {...field('account_no')}
        />
      </div>
      <CheckboxField
        id="withdraw-save"
        label={t.saveAccount}
        {...form.register('save_bank_info', { onChange: () => edited('save_bank_info') })}
      />
      <FeedbackBanner id={FEEDBACK_ID} feedback={feedback.feedback} />
      <button
        type="submit"
        className="button button--primary button--block"
        // aria-disabled, not disabled: the button keeps the focus while the request is on its way.
        aria-disabled={withdraw.isPending}
      >
        {withdraw.isPending ? texts.common.sending : t.withdrawSubmit}
      </button>
    </form>
  );
}
