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
        <SelectField
          id="fair-game"
          label={t.game}
          required
          error={errors.game?.message}
          {...register('game')}
        >
          <GameOptions games={games} current={game} />
        </SelectField>
        <TextField
          id="fair-server-seed"
          label={t.serverSeed}
          required
          error={errors.serverSeed?.message}
          autoComplete="off"
          spellCheck={false}
          className="fair-mono"
          {...register('serverSeed')}
        />
        <div className="fair-grid">
          <TextField
            id="fair-client-seed"
            label={t.clientSeed}
            required
            error={errors.clientSeed?.message}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            {...register('clientSeed')}
          />
          <TextField
            id="fair-nonce"
            label={t.nonce}
            required
            inputMode="numeric"
            error={errors.nonce?.message}
            autoComplete="off"
            {...register('nonce')}
          />
        </div>
        {(kind === 'slot' || kind === 'blackjack') && (
          <TextField
            id="fair-bet"
            label={t.bet}
            required
            inputMode="decimal"
            error={errors.bet?.message}
            hint={t.betHint}
            autoComplete="off"
            {...register('bet')}
          />
        )}
        {(kind === 'roulette' || kind === 'baccarat') && (
          <TextAreaField
            id="fair-bets"
            label={t.bets}
            required
            error={errors.bets?.message}
            hint={kind === 'roulette' ? t.rouletteBetsHint : t.baccaratBetsHint}
            spellCheck={false}
            className="fair-mono"
            {...register('bets')}
          />
        )}
        {kind === 'blackjack' && (
          <TextField
            id="fair-actions"
            label={t.actions}
            error={errors.actions?.message}
            hint={t.actionsHint}
            autoComplete="off"
            spellCheck={false}
            {...register('actions')}
          />
        )}
        <TextField
          id="fair-hash"
          label={t.expectedHash}
          error={errors.hash?.message}
          hint={t.expectedHashHint}
          autoComplete="off"
          spellCheck={false}
          className="fair-mono"
          {...register('hash')}
        />
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? t.verifying : t.submit}
        </button>
      </form>
    </section>
  );
}
