import { useRef, useState, type FormEvent } from 'react';
import { MIN_WITHDRAW_LIRA, walletMessages } from '@app/shared/api/wallet.ts';
import { formatIban, normalizeIban } from '@app/shared/iban.ts';
import { formatBalanceWhole } from '@app/shared/money.ts';
import { WITHDRAW_BANKS } from '@app/shared/reference.ts';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field.tsx';
import { useFeedback } from '@/hooks/use-feedback.ts';
import { newIdempotencyKey } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useBankAccounts, type SavedBankAccount } from '../api/get-bank-accounts.ts';
import {
  roundDownAmount,
  validateWithdraw,
  type WithdrawField,
  type WithdrawValues,
} from '../utils/wallet-rules.ts';
import { FeedbackBanner, invalidProps } from '@/components/ui/form-feedback.tsx';
import { IbanField } from './iban-field.tsx';
import { SavedAccountPicker, type AccountChoice } from './saved-account-picker.tsx';

const NO_ACCOUNT = { account_name: '', bank_name: '', iban: '', branch_code: '', account_no: '' };
const EMPTY: WithdrawValues = { amount: '', ...NO_ACCOUNT, save_bank_info: false };
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
 * Withdraw to a bank account: whole-lira amount (at least 100 TRY, at most the balance), holder,
 * bank, IBAN, optional branch code and account number; a saved account fills the fields.
 */
export function WithdrawForm({ balance }: { balance: number | undefined }) {
  const t = texts.wallet;
  const { data: accounts = [] } = useBankAccounts();
  const [values, setValues] = useState<WithdrawValues>(EMPTY);
  const [choice, setChoice] = useState<AccountChoice>('new');
  const [invalid, setInvalid] = useState<WithdrawField[]>([]);
  const { feedback, showError, showSuccess } = useFeedback();
  const withdraw = useCreateWithdrawal();
  const key = useRef<string | null>(null);

  const update = (patch: Partial<WithdrawValues>) => {
    key.current = null;
    setValues((v) => ({ ...v, ...patch }));
    setInvalid((f) => f.filter((x) => !(x in patch)));
  };

  const choose = (next: AccountChoice) => {
    setChoice(next);
    if (next === 'new') {
      update(NO_ACCOUNT);
      return;
    }
    const account = accounts.find((a) => a.id === next);
    // A saved account is already saved: its flag is cleared.
    if (account) update({ ...fromSaved(account), save_bank_info: false });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (withdraw.isPending) return;
    const amount = roundDownAmount(values.amount);
    if (amount !== values.amount) setValues((v) => ({ ...v, amount }));
    const problem = validateWithdraw({ ...values, amount }, balance);
    if (problem) {
      setInvalid(problem.fields);
      showError(problem.message);
      return;
    }
    setInvalid([]);
    key.current ??= newIdempotencyKey();
    try {
      await withdraw.mutateAsync({
        payload: {
          amount: Number(amount),
          method: 'bank_transfer',
          account_name: values.account_name.trim(),
          bank_name: values.bank_name,
          iban: normalizeIban(values.iban),
          branch_code: values.branch_code.trim(),
          account_no: values.account_no.trim(),
          save_bank_info: values.save_bank_info,
        },
        idempotencyKey: key.current,
      });
      key.current = null;
      setValues(EMPTY);
      setChoice('new');
      showSuccess(walletMessages.withdrawReceived);
    } catch (err) {
      showError(errorText(err, t.withdrawFailed, t.withdrawNetwork));
    }
  };

  const bad = (f: WithdrawField) => invalid.includes(f) && feedback?.tone === 'error';
  const available = typeof balance === 'number' ? formatBalanceWhole(balance) : '—';
  return (
    <form className="wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.tabs.withdraw}>
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
        value={values.amount}
        onChange={(e) => update({ amount: e.target.value })}
        onBlur={() => setValues((v) => ({ ...v, amount: roundDownAmount(v.amount) }))}
        {...invalidProps(bad('amount'), FEEDBACK_ID, 'withdraw-amount-hint')}
      />
      <TextField
        id="withdraw-account-name"
        label={t.accountName}
        required
        autoComplete="name"
        maxLength={100}
        value={values.account_name}
        onChange={(e) => update({ account_name: e.target.value })}
        {...invalidProps(bad('account_name'), FEEDBACK_ID)}
      />
      <SelectField
        id="withdraw-bank"
        label={t.withdrawBank}
        required
        value={values.bank_name}
        onChange={(e) => update({ bank_name: e.target.value })}
        {...invalidProps(bad('bank_name'), FEEDBACK_ID)}
      >
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
        value={values.iban}
        onValueChange={(iban) => update({ iban })}
        {...invalidProps(bad('iban'), FEEDBACK_ID, 'withdraw-iban-hint')}
      />
      <div className="form-grid">
        <TextField
          id="withdraw-branch-code"
          label={t.branchCode}
          inputMode="numeric"
          maxLength={BRANCH_CODE_MAX}
          value={values.branch_code}
          onChange={(e) => update({ branch_code: e.target.value })}
          {...invalidProps(bad('branch_code'), FEEDBACK_ID)}
        />
        <TextField
          id="withdraw-account-no"
          label={t.accountNo}
          inputMode="numeric"
          maxLength={ACCOUNT_NO_MAX}
          value={values.account_no}
          onChange={(e) => update({ account_no: e.target.value })}
          {...invalidProps(bad('account_no'), FEEDBACK_ID)}
        />
      </div>
      <CheckboxField
        id="withdraw-save"
        label={t.saveAccount}
        checked={values.save_bank_info}
        onChange={(e) => update({ save_bank_info: e.target.checked })}
      />
      <FeedbackBanner id={FEEDBACK_ID} feedback={feedback} />
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
