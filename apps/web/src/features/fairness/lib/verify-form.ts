import {
  fairGameKind,
  fairVerifyForm,
  type FairVerifyBody,
  type FairVerifyFormValues,
} from '@app/shared/api/fair.ts';

export type VerifyForm = FairVerifyFormValues;
type Errors = Partial<Record<keyof VerifyForm, string>>;

function kurusToInput(value: string | null): string {
  if (!value || !/^\d+$/.test(value)) return '';
  const k = Number(value);
  return k % 100 === 0 ? String(k / 100) : `${Math.floor(k / 100)},${String(k % 100).padStart(2, '0')}`;
}

/** The form as a link from the game client fills it (the bet comes in kuruş). */
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

/** The request body, or the Turkish error of each wrong field (the form's own schema). */
export function buildBody(f: VerifyForm): { body: FairVerifyBody | null; errors: Errors } {
  const parsed = fairVerifyForm.safeParse(f);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof VerifyForm;
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}

/** Every field the game needs is filled: a link with all of them verifies at once. */
export function isComplete(f: VerifyForm): boolean {
  const kind = fairGameKind(f.game);
  return Boolean(
    f.game &&
    f.serverSeed &&
    f.clientSeed &&
    f.nonce &&
    (kind === 'roulette' || kind === 'baccarat' ? f.bets : f.bet),
  );
}
