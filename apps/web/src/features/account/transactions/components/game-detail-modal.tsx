import { formatDateTimeTr, formatTimeTr } from '@app/shared/dates.ts';
import { formatBalance } from '@app/shared/money.ts';
import { FormBanner } from '../../../../components/ui/form-field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { texts } from '../../../../lib/texts.ts';
import { useGameDetail, type GameDetailTarget } from '../api/get-game-detail.ts';

/**
 * The round behind a reference number and its wallet calls, each named (bet, win, refund) with its
 * time, so a bet and its win read as one round; a failed load says 'Oyun detayı yüklenemedi.'.
 */
export function GameDetailModal({
  target,
  onClose,
}: {
  target: GameDetailTarget | null;
  onClose: () => void;
}) {
  const t = texts.transactions;
  const { data, isPending, isError } = useGameDetail(target);

  return (
    <Modal open={target !== null} onClose={onClose} title={t.gameDetail}>
      {target && isPending && <Spinner />}
      {target && isError && <FormBanner tone="error">{t.gameDetailFailed}</FormBanner>}
      {data && (
        <>
          <dl className="game-detail">
            <div>
              <dt>{t.reference}</dt>
              <dd>{data.reference_id}</dd>
            </div>
            <div>
              <dt>{t.game}</dt>
              <dd>{data.game_name}</dd>
            </div>
            <div>
              <dt>{t.provider}</dt>
              <dd>{data.provider}</dd>
            </div>
            <div>
              <dt>{t.date}</dt>
              <dd>{formatDateTimeTr(data.created_at)}</dd>
            </div>
          </dl>
          {data.rounds.length === 0 ? (
            <p className="muted">{t.noRounds}</p>
          ) : (
            <table className="data-table data-table--compact">
              <caption className="data-table__caption">{t.rounds}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.action}</th>
                  <th scope="col" className="data-table__num">
                    {t.bet}
                  </th>
                  <th scope="col" className="data-table__num">
                    {t.win}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rounds.map((r) => (
                  <tr key={r.id}>
                    <td data-label={t.action}>
                      {t.actions[r.type] ?? r.type}{' '}
                      <span className="muted">{formatTimeTr(r.created_at)}</span>
                    </td>
                    <td data-label={t.bet} className="data-table__num">
                      {formatBalance(r.bet_amount)}
                    </td>
                    <td data-label={t.win} className="data-table__num">
                      {formatBalance(r.win_amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Modal>
  );
}
