import { useRef, useState } from 'react';
import { Landmark } from 'lucide-react';
import { MIN_DEPOSIT_LIRA, walletMessages, depositForm } from '@app/shared/api/wallet.ts';
import { kurusToLira } from '@app/shared/money.ts';
import { DEPOSIT_BANKS } from '@app/shared/reference.ts';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { newIdempotencyKey } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { walletTexts } from '../texts.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { DepositReference } from './deposit-reference.tsx';

const EMPTY = { bank: '', amount: '', description: '' };
const FEEDBACK_ID = 'deposit-feedback';
const DESCRIPTION_MAX = 200;

/** Deposit by bank transfer: bank, amount (at least 500 TRY, step 0.01), optional description. */
export function DepositForm() {
  const t = walletTexts;
  const deposit = useCreateDeposit();
  // One key per submission: a retry of the same form after a lost reply cannot create a second request.
  const key = useRef<string | null>(null);
  // The last request's reference code stays shown until the next request succeeds.
  const [reference, setReference] = useState<{ code: string; amount: number } | null>(null);
  const { form, feedback, submit, field } = useBannerForm({
    schema: depositForm,
    defaultValues: EMPTY,
    feedbackId: FEEDBACK_ID,
    onEdit: () => {
      key.current = null;
    },
  });

  const onSubmit = submit(async (values) => {
    if (deposit.isPending) return;
    key.current ??= newIdempotencyKey();
    try {
      const reply = await deposit.mutateAsync({
        payload: {
          amount: kurusToLira(values.amount),
          method: 'bank_transfer',
          sender_name: values.bank,
          description: values.description,
        },
        idempotencyKey: key.current,
      });
      key.current = null;
      setReference({ code: reply.deposit.reference_code, amount: reply.deposit.amount });
      form.reset(EMPTY);
      feedback.showSuccess(walletMessages.depositReceived);
    } catch (err) {
      feedback.showError(errorText(err, t.depositFailed, t.depositNetwork));
    }
  });

  return (
    <form className="wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.tabs.deposit}>
      <p className="muted wallet-form__intro">{t.depositIntro}</p>
      <p className="wallet-form__method">
        <Landmark aria-hidden="true" /> {t.method}
      </p>
      <SelectField id="deposit-bank" label={t.depositBank} required {...field('bank')}>
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
        {...field('amount', 'deposit-amount-hint')}
      />
      <TextAreaField
        id="deposit-description"
        label={t.depositDescription}
        rows={2}
        maxLength={DESCRIPTION_MAX}
        {...field('description')}
      />
      <FeedbackBanner id={FEEDBACK_ID} feedback={feedback.feedback} />
      {reference && <DepositReference key={reference.code} code={reference.code} amount={reference.amount} />}
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
