import { useState } from 'react';
import { Copy } from 'lucide-react';
import { formatBalance } from '@app/shared/money.ts';
import { walletTexts } from '../texts.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The reference code of the deposit request just made, with the instruction to write it in the
 * transfer's description and a copy button. It stays on the page (not a toast) until the next request.
 * Mounted with the code as its key: a new code starts with nothing copied, from its first render (an
 * effect resetting it left one render, and the live region, saying the new code had been copied).
 */
export function DepositReference({ code, amount }: { code: string; amount: number }) {
  const t = walletTexts;
  const [copy, setCopy] = useState<CopyState>('idle');

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className="deposit-reference" aria-labelledby="deposit-reference-title">
      <h3 id="deposit-reference-title" className="deposit-reference__title">
        {t.referenceTitle}
      </h3>
      <p className="deposit-reference__instruction">
        <span>
          {t.referenceInstruction} <strong className="deposit-reference__code">{code}</strong>
        </span>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={t.referenceCopyLabel(code)}
          onClick={() => void onCopy()}
        >
          <Copy aria-hidden="true" size={16} /> {copy === 'copied' ? t.referenceCopied : t.referenceCopy}
        </button>
      </p>
      <p className="muted">{t.referenceAmount(formatBalance(amount))}</p>
      <p className="muted">{t.referenceHint}</p>
      <p className="deposit-reference__status" role="status">
        {copy === 'copied' ? t.referenceCopiedLive(code) : copy === 'failed' ? t.referenceCopyFailed : ''}
      </p>
    </section>
  );
}
