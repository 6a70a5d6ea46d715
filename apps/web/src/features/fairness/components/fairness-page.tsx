/**
 * The public verifier (/adil-oyun): explains the provably fair algorithm and recomputes any past
 * round of the in-house games from its revealed seeds (POST /api/fair/verify), with an extra
 * check of the hash and the random numbers in the player's own browser; then Zeplin's published hash
 * chain and its verifier (a Web Worker).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useVerifierGames } from '../api/get-verifier-games.ts';
import { useVerifyRound } from '../hooks/use-verify-round.ts';
import { formFromQuery, isComplete } from '../lib/verify-form.ts';
import { FairnessIntro } from './fairness-intro.tsx';
import { VerifyForm } from './verify-form.tsx';
import { VerifyResultView } from './verify-result.tsx';
import { ZeplinFairness } from './zeplin-fairness.tsx';

import './fairness-page.css';

export function FairnessPage() {
  const [params] = useSearchParams();
  // A link from the game client (revealed seed, round data) fills the form and verifies at once.
  const [initial] = useState(() => formFromQuery(params));
  const games = useVerifierGames();
  const verify = useVerifyRound();
  const list = games.data ?? [];
  const { result } = verify;

  return (
    <div className="page fairness-page">
      <FairnessIntro />
      <VerifyForm
        initial={initial}
        submitAtOnce={isComplete(initial)}
        games={list}
        sending={verify.sending}
        failure={verify.failure}
        onVerify={(body) => void verify.run(body)}
        onInvalid={verify.clearFailure}
      />
      {result && (
        <VerifyResultView
          result={result}
          game={list.find((g) => g.slug === result.gameId)}
          check={verify.check}
        />
      )}
      <ZeplinFairness />
    </div>
  );
}

export default FairnessPage;
