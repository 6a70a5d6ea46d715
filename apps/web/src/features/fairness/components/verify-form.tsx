import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  fairGameKind,
  fairVerifyForm,
  type FairVerifyBody,
  type FairVerifyFormValues,
} from '@app/shared/api/fair.ts';
import { FormBanner, SelectField, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import type { VerifierGame } from '../api/get-verifier-games.ts';
import { fairTexts as t } from '../texts.ts';

interface VerifyFormProps {
  initial: FairVerifyFormValues;
  /** Submit once at mount (a link from the game client carries every field). */
  submitAtOnce: boolean;
  games: readonly VerifierGame[];
  sending: boolean;
  failure: string | null;
  onVerify: (body: FairVerifyBody) => void;
  /** A submission the form's own checks refused. */
  onInvalid: () => void;
}

function GameGroup({ label, games }: { label: string; games: readonly VerifierGame[] }) {
  if (games.length === 0) return null;
  return (
    <optgroup label={label}>
      {games.map((g) => (
        <option key={g.slug} value={g.slug}>
          {g.name}
        </option>
      ))}
    </optgroup>
  );
}

function GameOptions({ games, current }: { games: readonly VerifierGame[]; current: string }) {
  const known = games.some((g) => g.slug === current);
  return (
    <>
      <option value="">{t.chooseGame}</option>
      {current && !known && <option value={current}>{current}</option>}
      <GameGroup label={t.slots} games={games.filter((g) => g.kind === 'slot')} />
      <GameGroup label={t.tables} games={games.filter((g) => g.kind === 'table')} />
    </>
  );
}

/** The round to verify: game, seeds, nonce, and the bet, bets or actions the game needs. */
/** Seeds, hashes and moves are typed exactly: no autocomplete, no spelling fixes. */
const SEED_INPUT = { autoComplete: 'off', spellCheck: false } as const;

export function VerifyForm({
  initial,
  submitAtOnce,
  games,
  sending,
  failure,
  onVerify,
  onInvalid,
}: VerifyFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FairVerifyFormValues, unknown, FairVerifyBody>({
    resolver: zodResolver(fairVerifyForm),
    defaultValues: initial,
  });
  /** A field's id (fair-server-seed ...), its error and its registration. */
  const field = (name: keyof FairVerifyFormValues) => ({
    id: `fair-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    error: errors[name]?.message,
    ...register(name),
  });
  const game = watch('game');
  const kind = fairGameKind(game);
  const submit = handleSubmit(onVerify, onInvalid);

  const submitted = useRef(false);
  useEffect(() => {
    if (!submitAtOnce || submitted.current) return;
    submitted.current = true;
    void submit();
  }, [submitAtOnce, submit]);

  return (
    <section className="card" aria-labelledby="fair-form-title">
      <h2 id="fair-form-title" className="section__title">
        {t.formTitle}
      </h2>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <form onSubmit={(e) => void submit(e)} noValidate className="fair-form">
        <SelectField label={t.game} required {...field('game')}>
          <GameOptions games={games} current={game} />
        </SelectField>
        <TextField
          label={t.serverSeed}
          required
          className="fair-mono"
          {...SEED_INPUT}
          {...field('serverSeed')}
        />
        <div className="fair-grid">
          <TextField label={t.clientSeed} required maxLength={64} {...SEED_INPUT} {...field('clientSeed')} />
          <TextField label={t.nonce} required inputMode="numeric" autoComplete="off" {...field('nonce')} />
        </div>
        {(kind === 'slot' || kind === 'blackjack') && (
          <TextField
            label={t.bet}
            required
            inputMode="decimal"
            hint={t.betHint}
            autoComplete="off"
            {...field('bet')}
          />
        )}
        {(kind === 'roulette' || kind === 'baccarat') && (
          <TextAreaField
            label={t.bets}
            required
            hint={kind === 'roulette' ? t.rouletteBetsHint : t.baccaratBetsHint}
            spellCheck={false}
            className="fair-mono"
            {...field('bets')}
          />
        )}
        {kind === 'blackjack' && (
          <TextField label={t.actions} hint={t.actionsHint} {...SEED_INPUT} {...field('actions')} />
        )}
        <TextField
          label={t.expectedHash}
          hint={t.expectedHashHint}
          className="fair-mono"
          {...SEED_INPUT}
          {...field('hash')}
        />
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? t.verifying : t.submit}
        </button>
      </form>
    </section>
  );
}
