import { useState, type FormEvent } from 'react';
import { changeSeeds } from '../api.ts';
import { playTexts as t } from '../texts.ts';
import type { HistoryItem, RevealedSeed, Seeds } from '@/lib/game-types.ts';
import { VERIFIER_PATH, roundVerifierUrl, verifierUrl } from '../verify-link.ts';
import './panels.css';
import { Fact } from '@/components/ui/fact.tsx';

const CLIENT_SEED = /^[A-Za-z0-9_.-]{1,64}$/;
const CLIENT_SEED_ERROR = t.clientSeedInvalid;

function Hash({ value }: { value: string | null | undefined }) {
  return <code className="hash">{value ?? '—'}</code>;
}

export function FairnessPanel({
  token,
  slug,
  seeds,
  busy,
  onSeeds,
  revealed,
  history,
  onRevealed,
  onError,
}: {
  token: string;
  slug: string;
  seeds: Seeds | null;
  busy: boolean;
  onSeeds: (seeds: Seeds) => void;
  revealed: RevealedSeed[];
  history: HistoryItem[];
  onRevealed: (r: RevealedSeed) => void;
  onError: (e: unknown) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sending, setSending] = useState<'save' | 'rotate' | null>(null);
  const [done, setDone] = useState(false);
  const clientSeed = draft ?? seeds?.client_seed ?? '';
  const last = revealed[0];
  // The last round played with the revealed seed (known for rounds of this page), else the pair's last nonce.
  const lastRound = last && history.find((h) => h.server_seed_hash === last.server_seed_hash);
  const lastLink =
    last &&
    ((lastRound && roundVerifierUrl(slug, lastRound, revealed)) ||
      verifierUrl({
        game: slug,
        server_seed: last.server_seed,
        client_seed: last.client_seed,
        nonce: Math.max(0, last.rounds_played - 1),
        hash: last.server_seed_hash,
      }));
  const disabled = busy || sending !== null;

  const send = async (kind: 'save' | 'rotate') => {
    if (kind === 'save' && !CLIENT_SEED.test(clientSeed)) {
      setFieldError(CLIENT_SEED_ERROR);
      return;
    }
    setFieldError(null);
    setDone(false);
    setSending(kind);
    try {
      const reply = await changeSeeds(token, kind === 'save' ? clientSeed : undefined);
      onSeeds(reply.seeds);
      onRevealed(reply.revealed);
      setDraft(null);
      setDone(true);
    } catch (e) {
      onError(e);
    } finally {
      setSending(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send('save');
  };

  return (
    <div className="fair">
      <p className="small">{t.fairIntro}</p>
      <dl className="fair__list">
        <Fact term={t.serverSeedHash}>
          <Hash value={seeds?.server_seed_hash} />
        </Fact>
        <Fact term={t.nextServerSeedHash}>
          <Hash value={seeds?.next_server_seed_hash} />
        </Fact>
        <Fact term={t.currentNonce} valueProps={{ 'data-testid': "nonce" }}>{seeds?.nonce ?? '—'}</Fact>
      </dl>

      <form className="fair__form" onSubmit={onSubmit} noValidate>
        <label htmlFor="client-seed" className="fair__label">
          {t.clientSeed}
        </label>
        <div className="fair__row">
          <input
            id="client-seed"
            className="pinput"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'client-seed-hint client-seed-error' : 'client-seed-hint'}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button" disabled={disabled}>
            {t.saveClientSeed}
          </button>
        </div>
        <p id="client-seed-hint" className="muted small">
          {t.clientSeedHint}
        </p>
        {fieldError && (
          <p id="client-seed-error" className="field-error">
            {fieldError}
          </p>
        )}
      </form>

      <button
        type="button"
        className="button button--ghost button--block"
        disabled={disabled}
        onClick={() => void send('rotate')}
      >
        {sending === 'rotate' ? t.rotating : t.rotate}
      </button>

      {done && (
        <p role="status" className="fair__ok">
          {t.seedChanged}
        </p>
      )}

      {last && (
        <section className="fair__revealed" aria-label={t.revealedTitle}>
          <h3>{t.revealedTitle}</h3>
          <dl className="fair__list">
            <Fact term={t.revealedSeed}>
              <Hash value={last.server_seed} />
            </Fact>
            <Fact term={t.serverSeedHash}>
              <Hash value={last.server_seed_hash} />
            </Fact>
            <Fact term={t.clientSeed}>
              <Hash value={last.client_seed} />
            </Fact>
            <Fact term={t.roundsPlayed}>{last.rounds_played}</Fact>
          </dl>
          <a
            className="button button--ghost button--block"
            href={lastLink ?? VERIFIER_PATH}
            target="_blank"
            rel="noopener"
          >
            {t.openVerifier}
          </a>
        </section>
      )}
      <p className="small">
        <a href={VERIFIER_PATH} target="_blank" rel="noopener">
          {t.verifierLink}
        </a>
      </p>
    </div>
  );
}
