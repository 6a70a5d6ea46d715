import { Check, X } from 'lucide-react';
import { fairGameKind } from '@app/shared/api/fair.ts';
import { tl } from '@/lib/game-format.ts';
import { OutcomeView } from '@/components/outcome/outcome-view.tsx';
import { useSlotDefinition, type VerifierGame } from '../api/get-verifier-games.ts';
import type { VerifyResult } from '../api/verify-round.ts';
import type { BrowserCheck } from '../lib/browser-check.ts';
import { fairTexts as t } from '../texts.ts';
import { Fact } from '@/components/ui/fact.tsx';

function Verdict({ result }: { result: VerifyResult }) {
  if (result.hashMatches === true)
    return (
      <p className="fair-verdict fair-verdict--ok">
        <Check aria-hidden="true" /> {t.hashMatches}
      </p>
    );
  if (result.hashMatches === false)
    return (
      <p className="fair-verdict fair-verdict--bad">
        <X aria-hidden="true" /> {t.hashMismatch}
      </p>
    );
  return <p className="fair-verdict">{t.hashNotGiven}</p>;
}

/** The browser's own recomputation: undefined while it runs, null where Web Crypto is missing. */
function BrowserVerdict({ check, floats }: { check: BrowserCheck | null | undefined; floats: number }) {
  if (check === undefined) return null;
  const same = Boolean(check && check.hashSame && check.floatsSame);
  return (
    <p className={`fair-browser ${same ? 'fair-browser--ok' : ''}`} role="status">
      {check === null ? (
        t.browserUnavailable
      ) : same ? (
        <>
          <Check aria-hidden="true" /> {t.browserSame(floats)}
        </>
      ) : (
        <>
          <X aria-hidden="true" /> {t.browserDiffers}
        </>
      )}
    </p>
  );
}

/** The recomputed round: hash verdict, facts, the browser's check, the outcome and the random numbers. */
export function VerifyResultView({
  result,
  game,
  check,
}: {
  result: VerifyResult;
  game: VerifierGame | undefined;
  check: BrowserCheck | null | undefined;
}) {
  const def = useSlotDefinition(fairGameKind(result.gameId) === 'slot' ? result.gameId : null);
  return (
    <section className="card fair-result" aria-labelledby="fair-result-title">
      <h2 id="fair-result-title" className="section__title">
        {t.resultTitle}
      </h2>
      <Verdict result={result} />
      <dl className="fair-facts">
        <Fact term={t.game}>{game?.name ?? result.gameId}</Fact>
        <Fact term={t.nonce}>{result.nonce}</Fact>
        <Fact term={t.totalBet}>{tl(result.totalBet)}</Fact>
        <Fact term={t.totalWin} valueProps={{ className: result.totalWin > 0 ? 'amount--win' : undefined }}>{tl(result.totalWin)}</Fact>
        <Fact term={t.computedHash} className="fair-facts__wide">
          <code>{result.serverSeedHash}</code>
        </Fact>
        <Fact term={t.clientSeed} className="fair-facts__wide">
          <code>{result.clientSeed}</code>
        </Fact>
      </dl>
      <BrowserVerdict check={check} floats={result.floats.length} />
      <h3 className="fair-subtitle">{t.outcome}</h3>
      <OutcomeView outcome={result.outcome} def={def.data ?? null} />
      <h3 className="fair-subtitle">{t.floatsTitle(result.floatsUsed)}</h3>
      <p className="muted fair-small">{t.floatsHint}</p>
      <ol className="fair-floats">
        {result.floats.map((f, i) => (
          <li key={i}>
            <span className="muted">#{i}</span> <code>{f}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
