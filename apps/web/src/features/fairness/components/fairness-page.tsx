/**
 * The public verifier (/adil-oyun): explains the provably fair algorithm and recomputes any past
 * round of the in-house games from its revealed seeds (POST /api/fair/verify), with an extra
 * check of the hash and the random numbers in the player's own browser.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { parseLira } from '@app/shared/money.ts';
import { FormBanner, SelectField, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { tl } from '@/play/format.ts';
import { OutcomeView } from '@/play/outcome/outcome-view.tsx';
import type { BlackjackAction } from '@/play/types.ts';
import { useSlotDefinition, useVerifierGames, type VerifierGame } from '../api/get-verifier-games.ts';
import { verifyRound, type VerifyBody, type VerifyResult } from '../api/verify-round.ts';
import { checkInBrowser, type BrowserCheck } from '../lib/browser-check.ts';
import { fairTexts as t } from './fairness-texts.ts';
import './fairness-page.css';

type Kind = 'slot' | 'roulette' | 'baccarat' | 'blackjack';

export function gameKind(slug: string): Kind {
  if (slug === 'avrupa-ruleti') return 'roulette';
  if (slug === 'baccarat' || slug === 'blackjack') return slug;
  return 'slot';
}

export interface VerifyForm {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** Lira, as typed ('1,50'). */
  bet: string;
  bets: string;
  actions: string;
  hash: string;
}

type Errors = Partial<Record<keyof VerifyForm, string>>;

const HEX64 = /^[0-9a-f]{64}$/i;
const ACTIONS = new Set(['hit', 'stand', 'double']);

function kurusToInput(value: string | null): string {
  if (!value || !/^\d+$/.test(value)) return '';
  const k = Number(value);
  return k % 100 === 0 ? String(k / 100) : `${Math.floor(k / 100)},${String(k % 100).padStart(2, '0')}`;
}

export function formFromQuery(q: URLSearchParams): VerifyForm {
  return {
    game: q.get('game') ?? '',
    serverSeed: q.get('server_seed') ?? '',
    clientSeed: q.get('client_seed') ?? '',
    nonce: q.get('nonce') ?? '',
    bet: kurusToInput(q.get('bet')),
    bets: q.get('bets') ?? '',
    actions: q.get('actions') ?? '',
    hash: q.get('hash') ?? '',
  };
}

/** The request body, or the Turkish error of each wrong field. */
export function buildBody(f: VerifyForm): { body: VerifyBody | null; errors: Errors } {
  const errors: Errors = {};
  const kind = gameKind(f.game);
  if (!f.game) errors.game = t.errors.game;
  const serverSeed = f.serverSeed.trim();
  if (!HEX64.test(serverSeed)) errors.serverSeed = t.errors.serverSeed;
  const clientSeed = f.clientSeed.trim();
  if (!clientSeed || clientSeed.length > 64) errors.clientSeed = t.errors.clientSeed;
  if (!/^\d+$/.test(f.nonce.trim())) errors.nonce = t.errors.nonce;
  const hash = f.hash.trim();
  if (hash && !HEX64.test(hash)) errors.hash = t.errors.hash;

  const body: VerifyBody = {
    game: f.game,
    server_seed: serverSeed,
    client_seed: clientSeed,
    nonce: Number(f.nonce.trim()),
  };
  if (hash) body.server_seed_hash = hash.toLowerCase();
  if (kind === 'slot' || kind === 'blackjack') {
    const kurus = parseLira(f.bet);
    if (kurus === null || kurus <= 0n) errors.bet = t.errors.bet;
    else body.bet = Number(kurus);
  } else {
    try {
      const bets: unknown = JSON.parse(f.bets);
      const ok =
        kind === 'roulette'
          ? Array.isArray(bets) && bets.length > 0
          : bets !== null && typeof bets === 'object' && !Array.isArray(bets);
      if (!ok) throw new Error('shape');
      body.bets = bets;
    } catch {
      errors.bets = kind === 'roulette' ? t.errors.rouletteBets : t.errors.baccaratBets;
    }
  }
  if (kind === 'blackjack') {
    const actions = f.actions
      .split(/[\s,]+/)
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean);
    if (actions.some((a) => !ACTIONS.has(a))) errors.actions = t.errors.actions;
    else body.actions = actions as BlackjackAction[];
  }
  return { body: Object.keys(errors).length ? null : body, errors };
}

function isComplete(f: VerifyForm): boolean {
  const kind = gameKind(f.game);
  return Boolean(
    f.game &&
    f.serverSeed &&
    f.clientSeed &&
    f.nonce &&
    (kind === 'roulette' || kind === 'baccarat' ? f.bets : f.bet),
  );
}

function Verdict({ result }: { result: VerifyResult }) {
  if (result.hashMatches === true) return <p className="fair-verdict fair-verdict--ok">✓ {t.hashMatches}</p>;
  if (result.hashMatches === false)
    return <p className="fair-verdict fair-verdict--bad">✗ {t.hashMismatch}</p>;
  return <p className="fair-verdict">{t.hashNotGiven}</p>;
}

function ResultView({
  result,
  game,
  check,
}: {
  result: VerifyResult;
  game: VerifierGame | undefined;
  check: BrowserCheck | null | undefined;
}) {
  const def = useSlotDefinition(gameKind(result.gameId) === 'slot' ? result.gameId : null);
  return (
    <section className="card fair-result" aria-labelledby="fair-result-title">
      <h2 id="fair-result-title" className="section__title">
        {t.resultTitle}
      </h2>
      <Verdict result={result} />
      <dl className="fair-facts">
        <div>
          <dt>{t.game}</dt>
          <dd>{game?.name ?? result.gameId}</dd>
        </div>
        <div>
          <dt>{t.nonce}</dt>
          <dd>{result.nonce}</dd>
        </div>
        <div>
          <dt>{t.totalBet}</dt>
          <dd>{tl(result.totalBet)}</dd>
        </div>
        <div>
          <dt>{t.totalWin}</dt>
          <dd className={result.totalWin > 0 ? 'amount--win' : undefined}>{tl(result.totalWin)}</dd>
        </div>
        <div className="fair-facts__wide">
          <dt>{t.computedHash}</dt>
          <dd>
            <code>{result.serverSeedHash}</code>
          </dd>
        </div>
        <div className="fair-facts__wide">
          <dt>{t.clientSeed}</dt>
          <dd>
            <code>{result.clientSeed}</code>
          </dd>
        </div>
      </dl>
      {check !== undefined && (
        <p
          className={`fair-browser ${check && check.hashSame && check.floatsSame ? 'fair-browser--ok' : ''}`}
          role="status"
        >
          {check === null
            ? t.browserUnavailable
            : check.hashSame && check.floatsSame
              ? `✓ ${t.browserSame(result.floats.length)}`
              : `✗ ${t.browserDiffers}`}
        </p>
      )}
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

export function FairnessPage() {
  const [params] = useSearchParams();
  const games = useVerifierGames();
  const [form, setForm] = useState<VerifyForm>(() => formFromQuery(params));
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [check, setCheck] = useState<BrowserCheck | null | undefined>(undefined);
  const autoRan = useRef(false);
  const kind = gameKind(form.game);

  const set = (key: keyof VerifyForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const run = async (values: VerifyForm) => {
    const { body, errors: errs } = buildBody(values);
    setErrors(errs);
    setFailure(null);
    if (!body) return;
    setSending(true);
    setResult(null);
    setCheck(undefined);
    try {
      const r = await verifyRound(body);
      setResult(r);
      void checkInBrowser(body.server_seed, body.client_seed, body.nonce, r).then(setCheck);
    } catch (e) {
      setFailure(isApiError(e) ? (e.serverMessage ?? t.failed) : t.exception);
    } finally {
      setSending(false);
    }
  };

  // A link from the game client (revealed seed, round data) verifies at once.
  useEffect(() => {
    if (autoRan.current) return;
    autoRan.current = true;
    const initial = formFromQuery(params);
    if (isComplete(initial)) void run(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run(form);
  };

  const list = games.data ?? [];
  const known = list.some((g) => g.slug === form.game);
  const slots = list.filter((g) => g.kind === 'slot');
  const tables = list.filter((g) => g.kind === 'table');

  return (
    <div className="page fairness-page">
      <section className="card fair-intro" aria-labelledby="fair-title">
        <h1 id="fair-title" className="fair-title">
          {t.title}
        </h1>
        <p>{t.lead}</p>
        <ol className="fair-steps">
          {t.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>

      <section className="card" aria-labelledby="fair-form-title">
        <h2 id="fair-form-title" className="section__title">
          {t.formTitle}
        </h2>
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
        <form onSubmit={onSubmit} noValidate className="fair-form">
          <SelectField
            id="fair-game"
            label={t.game}
            required
            value={form.game}
            onChange={set('game')}
            error={errors.game}
          >
            <option value="">{t.chooseGame}</option>
            {form.game && !known && <option value={form.game}>{form.game}</option>}
            {slots.length > 0 && (
              <optgroup label={t.slots}>
                {slots.map((g) => (
                  <option key={g.slug} value={g.slug}>
                    {g.name}
                  </option>
                ))}
              </optgroup>
            )}
            {tables.length > 0 && (
              <optgroup label={t.tables}>
                {tables.map((g) => (
                  <option key={g.slug} value={g.slug}>
                    {g.name}
                  </option>
                ))}
              </optgroup>
            )}
          </SelectField>
          <TextField
            id="fair-server-seed"
            label={t.serverSeed}
            required
            value={form.serverSeed}
            onChange={set('serverSeed')}
            error={errors.serverSeed}
            autoComplete="off"
            spellCheck={false}
            className="fair-mono"
          />
          <div className="fair-grid">
            <TextField
              id="fair-client-seed"
              label={t.clientSeed}
              required
              value={form.clientSeed}
              onChange={set('clientSeed')}
              error={errors.clientSeed}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
            />
            <TextField
              id="fair-nonce"
              label={t.nonce}
              required
              inputMode="numeric"
              value={form.nonce}
              onChange={set('nonce')}
              error={errors.nonce}
              autoComplete="off"
            />
          </div>
          {(kind === 'slot' || kind === 'blackjack') && (
            <TextField
              id="fair-bet"
              label={t.bet}
              required
              inputMode="decimal"
              value={form.bet}
              onChange={set('bet')}
              error={errors.bet}
              hint={t.betHint}
              autoComplete="off"
            />
          )}
          {(kind === 'roulette' || kind === 'baccarat') && (
            <TextAreaField
              id="fair-bets"
              label={t.bets}
              required
              value={form.bets}
              onChange={set('bets')}
              error={errors.bets}
              hint={kind === 'roulette' ? t.rouletteBetsHint : t.baccaratBetsHint}
              spellCheck={false}
              className="fair-mono"
            />
          )}
          {kind === 'blackjack' && (
            <TextField
              id="fair-actions"
              label={t.actions}
              value={form.actions}
              onChange={set('actions')}
              error={errors.actions}
              hint={t.actionsHint}
              autoComplete="off"
              spellCheck={false}
            />
          )}
          <TextField
            id="fair-hash"
            label={t.expectedHash}
            value={form.hash}
            onChange={set('hash')}
            error={errors.hash}
            hint={t.expectedHashHint}
            autoComplete="off"
            spellCheck={false}
            className="fair-mono"
          />
          <button type="submit" className="button button--primary button--block" disabled={sending}>
            {sending ? t.verifying : t.submit}
          </button>
        </form>
      </section>

      {result && (
        <ResultView result={result} game={list.find((g) => g.slug === result.gameId)} check={check} />
      )}
    </div>
  );
}

export default FairnessPage;
