import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useCrashRound } from '../api/get-round.ts';
import { formatMultiplier, toHundredths } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';
import { BetsTable } from './bets-list.tsx';

/** A past round (GET /api/crash/rounds/:id): its crash point, hash, the hash before it, its bets. */
export function RoundDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const round = useCrashRound(id);
  const data = round.data;
  return (
    <Modal
      open={id !== null}
      onClose={onClose}
      title={id === null ? '' : t.roundTitle(id)}
      className="crash-round-dialog"
    >
      {round.isPending && <Spinner />}
      {round.isError && <p className="field__error">{errorText(round.error, t.roundLoadFailed)}</p>}
      {data && (
        <>
          <dl className="crash-facts">
            <dt>{t.crashPoint}</dt>
            <dd>
              {data.round.crash_point === null ? '–' : formatMultiplier(toHundredths(data.round.crash_point))}
            </dd>
            <dt>{t.roundHash}</dt>
            <dd className="crash-hash">{data.round.hash ?? '–'}</dd>
            <dt>{t.previousHash}</dt>
            <dd className="crash-hash">{data.round.previous_hash}</dd>
          </dl>
          <BetsTable bets={data.bets} caption={t.betsTitle} />
          <p>
            <Link to="/adil-oyun">{t.verifyLink}</Link>
          </p>
        </>
      )}
    </Modal>
  );
}
