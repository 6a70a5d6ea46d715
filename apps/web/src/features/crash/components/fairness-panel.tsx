import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CrashHistoryItem, CrashRound } from '@app/shared/api/crash.ts';
import { crashTexts as t } from '../texts.ts';

/** SHA-256 of a hash's lower-case hex text, in the browser (null without Web Crypto). */
async function sha256Hex(text: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The round's commitment before it flies (previous_hash: the SHA-256 of this round's hash), the
 * hash revealed at the crash checked against it in the browser, the last round's hash, and the
 * way to the chain's verifier on /adil-oyun.
 */
export function FairnessPanel({ round, last }: { round: CrashRound; last: CrashHistoryItem | null }) {
  const [check, setCheck] = useState<{ hash: string; ok: boolean } | null>(null);
  const revealed = round.phase === 'crashed' ? round.hash : null;
  useEffect(() => {
    if (!revealed) return;
    let live = true;
    void sha256Hex(revealed).then((h) => {
      if (live && h !== null) setCheck({ hash: revealed, ok: h === round.previous_hash });
    });
    return () => {
      live = false;
    };
  }, [revealed, round.previous_hash]);

  return (
    <section className="card crash-fair" aria-labelledby="crash-fair-title">
      <h2 id="crash-fair-title" className="section__title">
        {t.fairTitle}
      </h2>
      <p className="muted">{t.fairLead}</p>
      <dl className="crash-facts">
        <dt>
          {t.commitment} · {t.round(round.id)}
        </dt>
        <dd className="crash-hash">{round.previous_hash}</dd>
        {revealed && (
          <>
            <dt>{t.revealed}</dt>
            <dd className="crash-hash">{revealed}</dd>
          </>
        )}
        {last && (
          <>
            <dt>{t.lastHash(last.id)}</dt>
            <dd className="crash-hash">{last.hash}</dd>
          </>
        )}
      </dl>
      {check && check.hash === revealed && (
        <p className={check.ok ? 'crash-fair__ok' : 'crash-fair__bad'}>
          {check.ok ? t.commitmentOk : t.commitmentBad}
        </p>
      )}
      <Link to="/adil-oyun">{t.verifyLink}</Link>
    </section>
  );
}
