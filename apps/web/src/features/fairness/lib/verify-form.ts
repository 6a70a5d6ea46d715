import {
  fairGameKind,
  fairVerifyForm,
  type FairVerifyBody,
  type FairVerifyFormValues,
} from '@app/shared/api/fair.ts';
import { formatLiraInput } from '@app/shared/money.ts';

export type VerifyForm = FairVerifyFormValues;
type Errors = Partial<Record<keyof VerifyForm, string>>;

/** The bet of a game-client link (kuruş) as the form's lira text; nothing when it is not kuruş. */
function betFromLink(value: string | null): string {
  return value && /^\d+$/.test(value) ? formatLiraInput(BigInt(value)) : '';
}

/** The form as a link from the game client fills it (the bet comes in kuruş). */
export function formFromQuery(q: URLSearchParams): VerifyForm {
  return {
    game: q.get('game') ?? '',
    serverSeed: q.get('server_seed') ?? '',
    clientSeed: q.get('client_seed') ?? '',
    nonce: q.get('nonce') ?? '',
    bet: betFromLink(q.get('bet')),
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
