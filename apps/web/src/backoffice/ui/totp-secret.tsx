import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** `JBSW Y3DP EHPK 3PXP`: the secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A new authenticator secret to scan: the server's QR code (SVG, sanitised again) and the secret as
 * text for typing in. The staff's enrolment and the affiliates' two-step setup show it.
 */
export function TotpSecret({
  qrSvg,
  secret,
  qrAlt,
  secretLabel,
  idPrefix,
}: {
  qrSvg: string;
  secret: string;
  qrAlt: string;
  secretLabel: string;
  /** The secret's label id: `${idPrefix}-secret-label`. */
  idPrefix: string;
}) {
  const svg = useMemo(() => DOMPurify.sanitize(qrSvg, { USE_PROFILES: { svg: true } }), [qrSvg]);
  return (
    <>
      <div className="bo-enrol__qr" role="img" aria-label={qrAlt} dangerouslySetInnerHTML={{ __html: svg }} />
      <div className="bo-field">
        <span id={`${idPrefix}-secret-label`}>{secretLabel}</span>
        <code
          className="bo-enrol__secret"
          aria-labelledby={`${idPrefix}-secret-label`}
          data-testid="enrol-secret"
        >
          {grouped(secret)}
        </code>
      </div>
    </>
  );
}
