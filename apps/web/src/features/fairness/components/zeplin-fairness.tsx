/**
 * Zeplin's section of /adil-oyun: the published chain (GET /api/crash/fairness), the formula, and
 * the verifier: a round fetched by its number (GET /api/crash/rounds/:id) or a hash pasted by hand
 * -> the crash point recomputed in a Web Worker and compared with the server's; "Zinciri doğrula"
 * walks the hash back to the terminating hash with a progress bar and a cancel.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import type { CrashFairness } from '@app/shared/api/crash.ts';
import { errorText } from '@/lib/error-text.ts';
import { percent } from '@/lib/game-format.ts';
import { FormBanner, TextField } from '@/components/ui/form-field.tsx';
import { Fact } from '@/components/ui/fact.tsx';
import { crashFairnessQuery, getCrashRound } from '../api/crash-fairness.ts';
import { useCrashVerifier, type ChainWalk, type CrashCheck } from '../hooks/use-crash-verifier.ts';
import { fairTexts, zeplinTexts as t } from '../texts.ts';

const HASH = /^[0-9a-f]{64}$/;
const INPUT = { autoComplete: 'off', spellCheck: false } as const;

/** Hundredths as a Turkish multiplier: 157 -> "1,57x". */
export function multiplierText(hundredths: number): string {
  return `${(hundredths / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;
}
const count = (n: number) => n.toLocaleString('tr-TR');

/**
 * The round fetched by its id: the id (installation-wide), its number (its place in this site's
 * chain: the walk from its hash to the terminating hash takes this many links) and the crash point
 * the server reports (hundredths).
 */
interface ServerRound {
  id: number;
  number: number;
  crashPoint: number;
}

function Published({ fairness }: { fairness: CrashFairness }) {
  return (
    <dl className="fair-facts">
      <Fact term={t.terminatingHash} className="fair-facts__wide">
        <code>{fairness.terminating_hash}</code>
      </Fact>
      <Fact term={t.salt} className="fair-facts__wide">
        <code>{fairness.salt}</code>
      </Fact>
      <Fact term={t.chainLength}>{count(fairness.chain_length)}</Fact>
      <Fact term={t.roundsPlayed}>{count(fairness.rounds_played)}</Fact>
      <Fact term={t.edge}>{percent(fairness.edge_percent)}</Fact>
      <Fact term={t.instant}>{percent(fairness.instant_crash_percent)}</Fact>
      <Fact term={t.curve} className="fair-facts__wide">
        <code>{t.curveValue(fairness.growth_per_ms)}</code>
      </Fact>
    </dl>
  );
}

function Formula({ chainLength }: { chainLength: number | null }) {
  const id = useId();
  return (
    <>
      <h3 className="fair-subtitle">{t.formulaTitle}</h3>
      <ol className="fair-steps">
        {t.steps(chainLength === null ? null : count(chainLength)).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <figure className="zeplin-figure" aria-labelledby={id}>
        <figcaption id={id} className="muted fair-small">
          {t.formulaLabel}
        </figcaption>
        {/* Focusable: a keyboard can scroll the formula sideways on a narrow screen. */}
        <pre className="zeplin-formula" tabIndex={0}>
          <code>{t.formula}</code>
        </pre>
      </figure>
    </>
  );
}

function CrashVerdict({ crash, server }: { crash: CrashCheck; server: ServerRound | null }) {
  if (crash.status === 'idle' || crash.status === 'running') return null;
  if (crash.status === 'error') return <p className="fair-verdict fair-verdict--bad">{t.crashFailed}</p>;
  const same = server ? server.crashPoint === crash.crashPoint : null;
  return (
    <div className="zeplin-result">
      <p className="zeplin-big">{t.computed(multiplierText(crash.crashPoint))}</p>
      <p className="fair-small">
        {t.hmac}: <code>{crash.hmac}</code>
      </p>
      {server && <p>{t.serverPoint(server.id, count(server.number), multiplierText(server.crashPoint))}</p>}
      {same === null ? (
        <p className="fair-verdict">{t.crashNoServer}</p>
      ) : (
        <p className={`fair-verdict ${same ? 'fair-verdict--ok' : 'fair-verdict--bad'}`}>
          {same ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}{' '}
          {same ? t.crashMatches : t.crashDiffers}
        </p>
      )}
    </div>
  );
}

function WalkVerdict({ walk, server }: { walk: ChainWalk; server: ServerRound | null }) {
  if (walk.status === 'idle' || walk.status === 'running') return null;
  if (walk.status === 'error') return <p className="fair-verdict fair-verdict--bad">{t.walkFailed}</p>;
  const { result } = walk;
  if (!result.found) {
    return (
      <p className={`fair-verdict ${result.reason === 'cap' ? 'fair-verdict--bad' : ''}`}>
        {result.reason === 'cap' ? t.walkNotFound(count(result.links)) : t.walkCancelled(count(result.links))}
      </p>
    );
  }
  const roundSame = server ? server.number === result.links : null;
  return (
    <p className={`fair-verdict ${roundSame === false ? 'fair-verdict--bad' : 'fair-verdict--ok'}`}>
      <Check aria-hidden="true" /> {t.walkFound(count(result.links))}{' '}
      {roundSame === true && t.walkRoundMatches}
      {roundSame === false && server && t.walkRoundDiffers(count(server.number))}
    </p>
  );
}

function WalkProgress({ links, max, onCancel }: { links: number; max: number; onCancel: () => void }) {
  const now = Math.min(links, max);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div className="zeplin-progress">
      <div
        className="zeplin-progress__bar"
        role="progressbar"
        aria-label={t.walkProgress}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={t.walkProgressText(count(links))}
      >
        <div className="zeplin-progress__fill" style={{ width: `${max > 0 ? (100 * now) / max : 0}%` }} />
      </div>
      <span className="fair-small" aria-hidden="true">
        {t.walkProgressText(count(links))}
      </span>
      {/* The walk button is disabled while it runs: the keyboard's focus moves here. */}
      <button ref={cancelRef} type="button" className="button button--ghost" onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}

export function ZeplinFairness() {
  const fairness = useQuery(crashFairnessQuery());
  const verifier = useCrashVerifier();
  const { crash, walk } = verifier;
  const [roundId, setRoundId] = useState('');
  const [roundError, setRoundError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const [hash, setHash] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  const [server, setServer] = useState<ServerRound | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pub = fairness.data;
  // When a walk ends its cancel button goes: the focus goes back to the walk button.
  const walkButton = useRef<HTMLButtonElement>(null);
  const walking = walk.status === 'running';
  const wasWalking = useRef(false);
  useEffect(() => {
    if (wasWalking.current && !walking && document.activeElement === document.body)
      walkButton.current?.focus();
    wasWalking.current = walking;
  }, [walking]);

  const compute = (h: string) => {
    if (pub) verifier.computeCrash(h, pub.salt);
    else setFailure(t.noSalt);
  };

  const fetchRound = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(roundId.trim());
    if (!/^\d+$/.test(roundId.trim()) || !Number.isSafeInteger(id) || id < 1) {
      setRoundError(t.roundIdError);
      return;
    }
    setRoundError(null);
    setFailure(null);
    setFetching(true);
    try {
      const { round } = await getCrashRound(id);
      verifier.reset();
      if (round.hash === null || round.crash_point === null) {
        setServer(null);
        setFailure(t.roundNotCrashed);
        return;
      }
      setHash(round.hash);
      setHashError(null);
      setServer({ id: round.id, number: round.number, crashPoint: Math.round(round.crash_point * 100) });
      compute(round.hash);
    } catch (err) {
      setFailure(errorText(err, t.roundFailed, fairTexts.exception));
    } finally {
      setFetching(false);
    }
  };

  const checkedHash = (): string | null => {
    const h = hash.trim().toLowerCase();
    if (!HASH.test(h)) {
      setHashError(t.hashError);
      return null;
    }
    setHashError(null);
    return h;
  };

  const submitHash = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const h = checkedHash();
    if (h) compute(h);
  };

  const startWalk = () => {
    const h = checkedHash();
    if (h && pub) verifier.startWalk(h, pub.terminating_hash, pub.chain_length);
  };

  // The walk of a played round takes at most as many links as rounds played (its own number in the
  // chain when known: not its id, which the installation's sites share).
  const walkMax = server?.number ?? Math.max(pub?.rounds_played ?? 0, 1);

  return (
    <section className="card zeplin-fair" aria-labelledby="zeplin-fair-title">
      <h2 id="zeplin-fair-title" className="section__title">
        {t.title}
      </h2>
      <p>{t.lead}</p>
      <h3 className="fair-subtitle">{t.published}</h3>
      {fairness.isPending && <p className="muted">{t.loading}</p>}
      {fairness.isError && <FormBanner tone="error">{t.loadFailed}</FormBanner>}
      {pub && <Published fairness={pub} />}
      <Formula chainLength={pub?.chain_length ?? null} />

      <h3 className="fair-subtitle" id="zeplin-verify-title">
        {t.verifyTitle}
      </h3>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <form
        className="zeplin-form"
        onSubmit={(e) => void fetchRound(e)}
        noValidate
        aria-labelledby="zeplin-verify-title"
      >
        <TextField
          id="zeplin-round-id"
          label={t.roundId}
          hint={t.roundIdHint}
          inputMode="numeric"
          autoComplete="off"
          value={roundId}
          error={roundError ?? undefined}
          onChange={(e) => setRoundId(e.target.value)}
        />
        <button type="submit" className="button button--ghost" disabled={fetching}>
          {fetching ? t.fetching : t.fetchRound}
        </button>
      </form>
      <form className="fair-form" onSubmit={submitHash} noValidate aria-label={t.verifyTitle}>
        <TextField
          id="zeplin-hash"
          label={t.hash}
          hint={t.hashHint}
          className="fair-mono"
          {...INPUT}
          value={hash}
          error={hashError ?? undefined}
          onChange={(e) => {
            setHash(e.target.value);
            setServer(null);
            verifier.reset();
          }}
        />
        <div className="zeplin-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!pub || crash.status === 'running'}
          >
            {crash.status === 'running' ? t.computing : t.compute}
          </button>
          <button
            ref={walkButton}
            type="button"
            className="button button--ghost"
            disabled={!pub || walk.status === 'running'}
            aria-describedby="zeplin-walk-hint"
            onClick={startWalk}
          >
            {t.walk}
          </button>
        </div>
        <p id="zeplin-walk-hint" className="muted fair-small">
          {t.walkHint}
        </p>
      </form>
      <div role="status" aria-live="polite" className="zeplin-status">
        <CrashVerdict crash={crash} server={server} />
        <WalkVerdict walk={walk} server={server} />
      </div>
      {walk.status === 'running' && (
        <WalkProgress links={walk.links} max={walkMax} onCancel={verifier.cancelWalk} />
      )}
    </section>
  );
}
