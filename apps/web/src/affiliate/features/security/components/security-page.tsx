import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { affiliateTotpCodeBody, type AffiliateTotpSetupReply } from '@app/shared/api/affiliate.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { Field, fieldHelpers } from '@/backoffice/ui/form-field.tsx';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { TotpSecret } from '@/backoffice/ui/totp-secret.tsx';
import { affiliateKeys, type Affiliate } from '@/affiliate/ui/api.ts';
import { disableTotp, enableTotp, startTotpSetup } from '@/affiliate/features/security/api/security-api.ts';
import { securityTexts as t } from '@/affiliate/features/security/texts.ts';

type CodeFields = z.output<typeof affiliateTotpCodeBody>;

/** A form asking for the authenticator's current code, then `submit`. */
function CodeForm({
  id,
  label,
  pending,
  error,
  onCode,
  children,
  onCancel,
}: {
  id: string;
  label: string;
  pending: boolean;
  error: string | null;
  onCode: (code: string) => void;
  children?: React.ReactNode;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof affiliateTotpCodeBody>, unknown, CodeFields>({
    resolver: zodResolver(affiliateTotpCodeBody),
    defaultValues: { code: '' },
  });
  const { described, err } = fieldHelpers<'code'>(errors, (name) => `${id}-${name}`);
  return (
    <form onSubmit={handleSubmit((v) => onCode(v.code))} noValidate aria-label={label}>
      {children}
      {error && <ErrorNote>{error}</ErrorNote>}
      <Field id={`${id}-code`} label={t.code} error={err('code')} hint={t.codeHint}>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...described('code', `${id}-code-hint`)}
          {...register('code')}
        />
      </Field>
      <div className="bo-actions">
        <button type="submit" className="bo-button bo-button--primary" disabled={pending}>
          {label}
        </button>
        {onCancel && (
          <button type="button" className="bo-button" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

/** Two-step sign-in: set up (QR code or key, then a code) and turned off (with a code). */
export function SecurityPage({ affiliate }: { affiliate: Affiliate }) {
  const client = useQueryClient();
  const notice = useNotice();
  const [setup, setSetup] = useState<AffiliateTotpSetupReply | null>(null);
  const changed = (text: string) => {
    setSetup(null);
    notice({ type: 'success', text });
    void client.invalidateQueries({ queryKey: affiliateKeys.me });
  };
  const start = useMutation({ mutationFn: startTotpSetup, onSuccess: setSetup });
  const enable = useMutation({ mutationFn: enableTotp, onSuccess: () => changed(t.enabled) });
  const disable = useMutation({ mutationFn: disableTotp, onSuccess: () => changed(t.disabled) });

  return (
    <section aria-labelledby="aff-security-title" className="aff-page">
      <h1 id="aff-security-title">{t.title}</h1>
      <section className="bo-card aff-narrow" aria-labelledby="aff-totp-title">
        <h2 id="aff-totp-title">{t.twoStep}</h2>
        <p>{affiliate.totp_enabled ? t.on : t.off}</p>
        {affiliate.totp_enabled ? (
          <>
            <p className="bo-muted">{t.disableIntro}</p>
            <CodeForm
              id="aff-totp-off"
              label={t.disable}
              pending={disable.isPending}
              error={disable.isError ? failure(disable.error) : null}
              onCode={(code) => disable.mutate(code)}
            />
          </>
        ) : setup ? (
          <CodeForm
            id="aff-totp-on"
            label={t.enable}
            pending={enable.isPending}
            error={enable.isError ? failure(enable.error) : null}
            onCode={(code) => enable.mutate(code)}
            onCancel={() => {
              setSetup(null);
              enable.reset();
            }}
          >
            <p className="bo-muted">{t.setupIntro}</p>
            <TotpSecret
              qrSvg={setup.qr_svg}
              secret={setup.secret}
              qrAlt={t.qrAlt}
              secretLabel={t.secret}
              idPrefix="aff-totp"
            />
          </CodeForm>
        ) : (
          <>
            {start.isError && <ErrorNote>{failure(start.error)}</ErrorNote>}
            <button
              type="button"
              className="bo-button bo-button--primary"
              disabled={start.isPending}
              onClick={() => start.mutate()}
            >
              {start.isPending ? t.starting : t.start}
            </button>
          </>
        )}
      </section>
    </section>
  );
}
