import { useRef, useState, type FormEvent } from 'react';
import { MIN_DEPOSIT_LIRA, walletMessages } from '@app/shared/api/wallet.ts';
import { DEPOSIT_BANKS } from '@app/shared/reference.ts';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { useFeedback } from '@/hooks/use-feedback.ts';
import { newIdempotencyKey } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { validateDeposit, type DepositField, type DepositValues } from '../utils/wallet-rules.ts';
import { FeedbackBanner, invalidProps } from '@/components/ui/form-feedback.tsx';

const EMPTY: DepositValues = { bank: '', amount: '', description: '' };
const FEEDBACK_ID = 'deposit-feedback';
const DESCRIPTION_MAX = 200;

/** Deposit by bank transfer: bank, amount (at least 500 TRY, step 0.01), optional description. */
export function DepositForm() {
  const t = texts.wallet;
  const [values, setValues] = useState<DepositValues>(EMPTY);
  const [invalid, setInvalid] = useState<DepositField[]>([]);
  const { feedback, showError, showSuccess } = useFeedback();
  const deposit = useCreateDeposit();
  // One key per submission: a retry of the same form after a lost reply cannot create a second request.
  const key = useRef<string | null>(null);

  const set = (field: DepositField, value: string) => {
    key.current = null;
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((f) => f.filter((x) => x !== field));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (deposit.isPending) return;
    const problem = validateDeposit(values);
    if (problem) {
      setInvalid(problem.fields);
      showError(problem.message);
      return;
    }
    setInvalid([]);
    key.current ??= newIdempotencyKey();
    try {
      await deposit.mutateAsync({
        payload: {
          amount: Number(values.amount),
          method: 'bank_transfer',
          sender_name: values.bank,
          description: values.description.trim(),
        },
        idempotencyKey: key.current,
      });
      key.current = null;
      setValues(EMPTY);
      showSuccess(walletMessages.depositReceived);
    } catch (err) {
      showError(errorText(err, t.depositFailed, t.depositNetwork));
    }
  };

  const bad = (f: DepositField) => invalid.includes(f) && feedback?.tone === 'error';
  return (
    <form className="wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.tabs.deposit}>
      <p className="muted wallet-form__intro">{t.depositIntro}</p>
      <p className="wallet-form__method">
        <span aria-hidden="true">🏦</span> {t.method}
      </p>
      <SelectField
        id="deposit-bank"
        label={t.depositBank}
        required
        value={values.bank}
        onChange={(e) => set('bank', e.target.value)}
        {...invalidProps(bad('bank'), FEEDBACK_ID)}
      >
        <option value="">{t.chooseBank}</option>
        {DEPOSIT_BANKS.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </SelectField>
      <TextField
        id="deposit-amount"
        label={t.depositAmount}
        required
        type="number"
        inputMode="decimal"
        min={MIN_DEPOSIT_LIRA}
        step="0.01"
        hint={t.depositAmountHint}
        value={values.amount}
        onChange={(e) => set('amount', e.target.value)}
        {...invalidProps(bad('amount'), FEEDBACK_ID, 'deposit-amount-hint')}
      />
      <TextAreaField
        id="deposit-description"
        label={t.depositDescription}
        rows={2}
        maxLength={DESCRIPTION_MAX}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        {...invalidProps(bad('description'), FEEDBACK_ID)}
      />
      <FeedbackBanner id={FEEDBACK_ID} feedback={feedback} />
      <button
        type="submit"
        className="button button--primary button--block"
        // aria-disabled, not disabled: the button keeps the focus while the request is on its way.
        aria-disabled={deposit.isPending}
      >
        {deposit.isPending ? texts.common.sending : t.depositSubmit}
      </button>
    </form>
  );
}
