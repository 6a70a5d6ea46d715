import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { BadgeCheck, Hourglass, type LucideIcon, TriangleAlert } from 'lucide-react';

import { profileTexts } from '../texts.ts';
import { KYC_SLOTS, kycFileProblem, kycForm, type KycSlot } from '@app/shared/api/account.ts';
import type { z } from 'zod';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { errorText } from '@/lib/error-text.ts';
import type { ProfileUser } from '../api/get-profile.ts';
import { useUploadKyc } from '../api/upload-kyc.ts';
import { formatFileSize, KYC_ACCEPT } from '../utils/profile-rules.ts';

const FEEDBACK_ID = 'kyc-feedback';
type Chosen = Partial<Record<KycSlot, File>>;

function slotLabel(slot: KycSlot): string {
  const t = profileTexts;
  return slot === 'id_front' ? t.idFront : slot === 'id_back' ? t.idBack : t.address;
}

function StateCard({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: 'success' | 'warning' | 'danger';
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={`kyc-state kyc-state--${tone}`} role="status">
      <Icon className="kyc-state__icon" aria-hidden="true" />
      <div>
        <p className="kyc-state__title">{title}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * The three documents. A file is checked as soon as it is chosen (size, type) and a bad one is
 * cleared from its input; the submit checks that all three are there (the shared kycForm schema).
 */
function KycForm({
  form: { form, feedback, submit, aria, edited, setInvalid },
  banner,
}: {
  form: ReturnType<typeof useKycForm>;
  /** The panel's feedback, shown above the submit button. */
  banner: ReactNode;
}) {
  const t = profileTexts;
  const inputs = useRef(new Map<KycSlot, HTMLInputElement>());
  const upload = useUploadKyc();
  const files = form.watch();

  const choose = (slot: KycSlot, e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    const problem = file ? kycFileProblem(slot, file) : null;
    if (problem) {
      e.target.value = '';
      form.setValue(slot, undefined);
      setInvalid([slot]);
      feedback.showError(problem);
      return;
    }
    form.setValue(slot, file);
    edited(slot);
  };

  const onSubmit = submit(
    async (chosen) => {
      if (upload.isPending) return;
      try {
        const reply = await upload.mutateAsync(chosen as Required<Chosen>);
        form.reset({});
        for (const input of inputs.current.values()) input.value = '';
        feedback.showSuccess(reply.message);
      } catch (err) {
        feedback.showError(t.kycFailed + errorText(err, t.kycFallback));
      }
    },
    // A refused submit: the first document it names takes the focus.
    ([first]) => first && inputs.current.get(first)?.focus(),
  );

  return (
    <form
      className="profile-form kyc-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t.tabs.kyc}
    >
      <p className="muted profile-form__intro">{t.kycIntro}</p>
      {KYC_SLOTS.map((slot) => {
        const id = `kyc-${slot.replace('_', '-')}`;
        const hintId = `${id}-hint`;
        const file = files[slot];
        const slotAria = aria(slot, hintId);
        return (
          <div key={slot} className="field kyc-file">
            <label className="field__label" htmlFor={id}>
              {slotLabel(slot)}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            {/* The native input covers the picker, transparent: it keeps the keyboard, the focus and
                what screen readers announce; the visible words are Turkish whatever the browser's language. */}
            <div className={`kyc-file__picker ${slotAria['aria-invalid'] ? 'is-invalid' : ''}`}>
              <input
                id={id}
                ref={(el) => {
                  if (el) inputs.current.set(slot, el);
                  else inputs.current.delete(slot);
                }}
                className="kyc-file__input"
                type="file"
                name={slot}
                required
                accept={KYC_ACCEPT[slot]}
                onChange={(e) => choose(slot, e)}
                {...slotAria}
              />
              <span className="kyc-file__button" aria-hidden="true">
                {t.chooseFile}
              </span>
              <span className="kyc-file__name" aria-hidden="true">
                {file ? t.chosenFile(file.name, formatFileSize(file.size)) : t.noFile}
              </span>
            </div>
            <p id={hintId} className="field__hint kyc-file__hint">
              {slot === 'address' ? t.addressHint : t.imageHint}
            </p>
          </div>
        );
      })}
      {banner}
      <button type="submit" className="button button--primary button--block" aria-disabled={upload.isPending}>
        {upload.isPending ? t.kycUploading : t.kycSubmit}
      </button>
    </form>
  );
}

/** The KYC form's state lives in the panel: its success text stays after the form gives way. */
function useKycForm() {
  return useBannerForm<Chosen, Chosen>({
    schema: kycForm as unknown as z.ZodType<Chosen, Chosen>,
    defaultValues: {},
    feedbackId: FEEDBACK_ID,
  });
}

/** Account verification: verified, under review, rejected (reason and the form again) or the form. */
export function KycPanel({ user }: { user: ProfileUser }) {
  const t = profileTexts;
  const kyc = useKycForm();
  const banner = <FeedbackBanner id={FEEDBACK_ID} feedback={kyc.feedback.feedback} />;
  const hasForm = !(user.kyc_verified || user.kyc_status === 'verified' || user.kyc_status === 'pending');
  const panel = useRef<HTMLDivElement>(null);
  const hadForm = useRef(hasForm);

  // The form (and its focused submit button) gave way to the review state: the focus goes to the panel.
  useEffect(() => {
    if (hadForm.current && !hasForm) panel.current?.focus();
    hadForm.current = hasForm;
  }, [hasForm]);

  let body: ReactNode;
  if (user.kyc_verified || user.kyc_status === 'verified') {
    body = (
      <StateCard tone="success" icon={BadgeCheck} title={t.kycVerifiedTitle}>
        <p>{t.kycVerifiedBody}</p>
      </StateCard>
    );
  } else if (user.kyc_status === 'pending') {
    body = (
      <StateCard tone="warning" icon={Hourglass} title={t.kycPendingTitle}>
        <p>{t.kycPendingBody}</p>
      </StateCard>
    );
  } else {
    body = (
      <>
        {user.kyc_status === 'rejected' && (
          <StateCard tone="danger" icon={TriangleAlert} title={t.kycRejectedTitle}>
            {user.kyc_reject_reason && (
              <p>
                <strong>{t.kycRejectedReason}</strong> {user.kyc_reject_reason}
              </p>
            )}
            <p>{t.kycRejectedAgain}</p>
          </StateCard>
        )}
        <KycForm form={kyc} banner={banner} />
      </>
    );
  }
  return (
    <div ref={panel} tabIndex={-1} className="kyc-panel">
      {/* After an upload the form gives way to the review state; the success text stays above it. */}
      {!hasForm && banner}
      {body}
    </div>
  );
}
