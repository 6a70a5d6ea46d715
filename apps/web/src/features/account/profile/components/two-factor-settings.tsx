import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Lock } from 'lucide-react';
import DOMPurify from 'dompurify';
import type { z } from 'zod';
import { twoFactorDisableForm, twoFactorEnableForm, twoFactorSetupForm } from '@app/shared/api/account.ts';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { profileTexts } from '../texts.ts';
import { useTwoFactorChange, useTwoFactorSetup, type TwoFactorSetupReply } from '../api/two-factor.ts';

const FEEDBACK_ID = 'two-factor-feedback';
const EMPTY = { code: '', password: '' };

type Flow = { kind: 'idle' } | { kind: 'start' } | { kind: 'enrol'; setup: TwoFactorSetupReply } | { kind: 'disable' };
type Values = { code: string; password: string };

/** The server's QR SVG (qrcode library), sanitised again as SVG before it reaches the page. */
function QrCode({ svg }: { svg: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true } }), [svg]);
  return (
    <div
      className="two-factor__qr"
      role="img"
      aria-label={profileTexts.twoFactorQr}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** `JBSW Y3DP EHPK 3PXP`: the secret in groups of four, easier to type into an app. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function CodeField({
  value,
  onChange,
  ...aria
}: {
  value: string;
  onChange: (v: string) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const t = profileTexts;
  return (
    <TextField
      id="two-factor-code"
      label={t.twoFactorCode}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      hint={t.twoFactorCodeHint}
      className="two-factor__code"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      {...aria}
    />
  );
}

/**
 * The two-factor switch. Turning it on asks for the password first, then the server's secret (QR
 * code and the key in text), confirmed with a code from the app (the password goes with it too);
 * turning it off needs a code and the password. A stolen session alone cannot change it.
 * The switch shows the server's state: it flips only after the server said so.
 */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const t = profileTexts;
  const [flow, setFlow] = useState<Flow>({ kind: 'idle' });
  // Starting needs the password; confirming the code (and the password typed at the start);
  // turning it off the code and the password.
  const schema = (
    flow.kind === 'disable' ? twoFactorDisableForm : flow.kind === 'start' ? twoFactorSetupForm : twoFactorEnableForm
  ) as unknown as z.ZodType<Partial<Values>, Values>;
  const { form, feedback, submit, field, aria, edited, setInvalid } = useBannerForm({
    schema,
    defaultValues: EMPTY,
    feedbackId: FEEDBACK_ID,
  });
  const { showError, showSuccess, clear } = feedback;
  const setup = useTwoFactorSetup();
  const change = useTwoFactorChange();
  const flowRef = useRef<HTMLDivElement>(null);
  const introId = useId();

  // A newly opened step takes the focus, so its instructions are read first.
  useEffect(() => {
    if (flow.kind !== 'idle') flowRef.current?.focus();
  }, [flow.kind]);

  const close = () => {
    setFlow({ kind: 'idle' });
    form.reset(EMPTY);
    setInvalid([]);
  };

  const failed = (err: unknown) => showError(errorText(err, t.twoFactorFailed, t.twoFactorNetwork));

  const toggle = async () => {
    if (setup.isPending) return;
    clear();
    if (flow.kind !== 'idle') {
      close();
      return;
    }
    setFlow({ kind: enabled ? 'disable' : 'start' });
  };

  const onSubmit = submit(async (values) => {
    if (change.isPending || setup.isPending || flow.kind === 'idle') return;
    const password = values.password ?? '';
    if (flow.kind === 'start') {
      try {
        const reply = await setup.mutateAsync(password);
        clear();
        setFlow({ kind: 'enrol', setup: reply });
      } catch (err) {
        setInvalid(['password']);
        failed(err);
      }
      return;
    }
    const code = values.code ?? '';
    try {
      const reply = await change.mutateAsync(
        flow.kind === 'enrol' ? { action: 'enable', code, password } : { action: 'disable', code, password },
      );
      close();
      showSuccess(reply.message);
    } catch (err) {
      form.setValue('code', '');
      setInvalid(['code']);
      failed(err);
    }
  });

  const codeField = (
    <CodeField
      value={form.watch('code')}
      onChange={(v) => {
        form.setValue('code', v);
        edited('code');
      }}
      {...aria('code', 'two-factor-code-hint')}
    />
  );
  const passwordField = (
    <TextField
      id="two-factor-password"
      label={t.twoFactorPassword}
      required
      type="password"
      autoComplete="current-password"
      maxLength={200}
      {...field('password')}
    />
  );
  const busy = setup.isPending || change.isPending;
  return (
    <section className="profile-section two-factor" aria-labelledby="two-factor-title">
      <div className="two-factor__head">
        <div className="two-factor__text">
          <h2 id="two-factor-title" className="profile-section__title">
            <Lock aria-hidden="true" /> {t.twoFactor}
          </h2>
          <p id={introId} className="muted">
            {t.twoFactorIntro}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-describedby={introId}
          aria-busy={setup.isPending || undefined}
          className={`switch ${enabled ? 'is-on' : ''}`}
          onClick={() => void toggle()}
        >
          <span className="visually-hidden">{t.twoFactor}</span>
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
          <span className="switch__state" aria-hidden="true">
            {setup.isPending ? t.twoFactorStarting : enabled ? t.twoFactorOn : t.twoFactorOff}
          </span>
        </button>
      </div>
      <FeedbackBanner id={FEEDBACK_ID} feedback={feedback.feedback} />
      {flow.kind !== 'idle' && (
        <div ref={flowRef} tabIndex={-1} className="two-factor__flow">
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.twoFactor}>
            {flow.kind === 'start' ? (
              <>
                <p>{t.twoFactorStartIntro}</p>
                {passwordField}
              </>
            ) : flow.kind === 'enrol' ? (
              <>
                <p>{t.twoFactorScan}</p>
                <QrCode svg={flow.setup.qr_svg} />
                <p className="two-factor__secret-label">{t.twoFactorSecret}</p>
                <p className="two-factor__secret">
                  <code>{groupSecret(flow.setup.secret)}</code>
                </p>
                {codeField}
              </>
            ) : (
              <>
                <p>{t.twoFactorDisableIntro}</p>
                {codeField}
                {passwordField}
              </>
            )}
            <div className="two-factor__actions">
              <button type="button" className="button button--ghost" onClick={close}>
                {t.twoFactorCancel}
              </button>
              <button
                type="submit"
                className={`button ${flow.kind === 'disable' ? 'two-factor__off' : 'button--primary'}`}
                aria-disabled={busy}
              >
                {change.isPending || setup.isPending
                  ? texts.common.sending
                  : flow.kind === 'start'
                    ? t.twoFactorContinue
                    : flow.kind === 'enrol'
                      ? t.twoFactorEnable
                      : t.twoFactorDisable}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
