import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useFeedback } from '@/hooks/use-feedback.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import type { ProfileUser } from '../api/get-profile.ts';
import { useUploadKyc } from '../api/upload-kyc.ts';
import {
  checkKycFile,
  formatFileSize,
  KYC_ACCEPT,
  KYC_SLOTS,
  validateKycFiles,
  type KycSlot,
} from '../utils/profile-rules.ts';
import { FeedbackBanner, invalidProps } from '@/components/ui/form-feedback.tsx';

const FEEDBACK_ID = 'kyc-feedback';
type Chosen = Partial<Record<KycSlot, File>>;

function slotLabel(slot: KycSlot): string {
  const t = texts.profile;
  return slot === 'id_front' ? t.idFront : slot === 'id_back' ? t.idBack : t.address;
}

function StateCard({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'warning' | 'danger';
  icon: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={`kyc-state kyc-state--${tone}`} role="status">
      <span className="kyc-state__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="kyc-state__title">{title}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * The three documents. A file is checked as soon as it is chosen (size, type) and a bad one is
 * cleared from its input; the submit checks that all three are there.
 */
function KycForm({
  banner,
  showsError,
  onError,
  onSuccess,
}: {
  /** The panel's feedback, shown above the submit button. */
  banner: ReactNode;
  /** The panel's banner shows an error now: the fields named in it are marked invalid. */
  showsError: boolean;
  onError: (text: string) => void;
  onSuccess: (text: string) => void;
}) {
  const t = texts.profile;
  const [files, setFiles] = useState<Chosen>({});
  const [invalid, setInvalid] = useState<KycSlot[]>([]);
  const inputs = useRef(new Map<KycSlot, HTMLInputElement>());
  const upload = useUploadKyc();

  const choose = (slot: KycSlot, e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    const problem = file ? checkKycFile(slot, file) : null;
    if (problem) {
      e.target.value = '';
      setFiles((f) => ({ ...f, [slot]: undefined }));
      setInvalid([slot]);
      onError(problem);
      return;
    }
    setFiles((f) => ({ ...f, [slot]: file }));
    setInvalid((s) => s.filter((x) => x !== slot));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (upload.isPending) return;
    const problem = validateKycFiles(files);
    if (problem) {
      setInvalid(problem.fields);
      onError(problem.message);
      inputs.current.get(problem.fields[0]!)?.focus();
      return;
    }
    setInvalid([]);
    try {
      const reply = await upload.mutateAsync({
        id_front: files.id_front!,
        id_back: files.id_back!,
        address: files.address!,
      });
      setFiles({});
      for (const input of inputs.current.values()) input.value = '';
      onSuccess(reply.message);
    } catch (err) {
      onError(t.kycFailed + errorText(err, t.kycFallback));
    }
  };

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
            <div className={`kyc-file__picker ${showsError && invalid.includes(slot) ? 'is-invalid' : ''}`}>
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
                {...invalidProps(showsError && invalid.includes(slot), FEEDBACK_ID, hintId)}
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

/** Account verification: verified, under review, rejected (reason and the form again) or the form. */
export function KycPanel({ user }: { user: ProfileUser }) {
  const t = texts.profile;
  const { feedback, showError, showSuccess } = useFeedback();
  const banner = <FeedbackBanner id={FEEDBACK_ID} feedback={feedback} />;
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
      <StateCard tone="success" icon="✅" title={t.kycVerifiedTitle}>
        <p>{t.kycVerifiedBody}</p>
      </StateCard>
    );
  } else if (user.kyc_status === 'pending') {
    body = (
      <StateCard tone="warning" icon="⏳" title={t.kycPendingTitle}>
        <p>{t.kycPendingBody}</p>
      </StateCard>
    );
  } else {
    body = (
      <>
        {user.kyc_status === 'rejected' && (
          <StateCard tone="danger" icon="⚠️" title={t.kycRejectedTitle}>
            {user.kyc_reject_reason && (
              <p>
                <strong>{t.kycRejectedReason}</strong> {user.kyc_reject_reason}
              </p>
            )}
            <p>{t.kycRejectedAgain}</p>
          </StateCard>
        )}
        <KycForm
          banner={banner}
          showsError={feedback?.tone === 'error'}
          onError={showError}
          onSuccess={showSuccess}
        />
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
