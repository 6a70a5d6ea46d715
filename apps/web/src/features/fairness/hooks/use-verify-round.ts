import { useState } from 'react';
import type { FairVerifyBody } from '@app/shared/api/fair.ts';
import { errorText } from '@/lib/error-text.ts';
import { verifyRound, type VerifyResult } from '../api/verify-round.ts';
import { checkInBrowser, type BrowserCheck } from '../lib/browser-check.ts';
import { fairTexts as t } from '../texts.ts';

/**
 * One verification at a time: the server's recomputation of the round, then the same hash and
 * random numbers computed again in the browser (`check`: undefined until done, null without Web Crypto).
 */
export function useVerifyRound() {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [check, setCheck] = useState<BrowserCheck | null | undefined>(undefined);

  const run = async (body: FairVerifyBody) => {
    setFailure(null);
    setSending(true);
    setResult(null);
    setCheck(undefined);
    try {
      const r = await verifyRound(body);
      setResult(r);
      void checkInBrowser(body.server_seed, body.client_seed, body.nonce, r).then(setCheck);
    } catch (e) {
      setFailure(errorText(e, t.failed, t.exception));
    } finally {
      setSending(false);
    }
  };

  /** A new submission that fails the form's own checks clears the last server failure. */
  const clearFailure = () => setFailure(null);

  return { run, clearFailure, sending, failure, result, check };
}
