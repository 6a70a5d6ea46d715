import { formatDateTimeTr, formatTimeTr } from '@app/shared/dates.ts';
import { formatBalance } from '@app/shared/money.ts';
import { FormBanner } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { transactionTexts } from '../texts.ts';
import { useGameDetail, type GameDetailTarget, type GameRound } from '../api/get-game-detail.ts';
import { DataTableHead } from '@/components/ui/data-table.tsx';
import { Fact } from '@/components/ui/fact.tsx';

/** What the call was; a server that sends no type gets the older two-amount reading. */
function actionLabel(r: GameRound): string {
  const a = transactionTexts.actions;
  const type = r.type ?? (r.win_amount > 0 ? 'win' : 'bet');
  return type === 'bet' && r.refunded ? `${a.bet} (${a.refunded})` : a[type];
}

function actionAmount(r: GameRound): number {
  if (r.type === 'rollback') return r.refund_amount ?? 0;
  if (r.type === 'win') return r.win_amount;
  if (r.type === 'bet') return r.bet_amount;
  return r.win_amount > 0 ? r.win_amount : r.bet_amount;
}

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
  const t = transactionTexts;
  const { data, isPending, isError } = useGameDetail(target);

  return (
    <Modal open={target !== null} onClose={onClose} title={t.gameDetail}>
      {target && isPending && <Spinner />}
      {target && isError && <FormBanner tone="error">{t.gameDetailFailed}</FormBanner>}
      {data && (
        <>
          <dl className="game-detail">
            <Fact term={t.reference}>{data.reference_id}</Fact>
            <Fact term={t.game}>{data.game_name}</Fact>
            <Fact term={t.provider}>{data.provider}</Fact>
            <Fact term={t.date}>{formatDateTimeTr(data.created_at)}</Fact>
          </dl>
          {data.rounds.length === 0 ? (
            <p className="muted">{t.noRounds}</p>
          ) : (
            <table className="data-table data-table--compact">
              <caption className="data-table__caption">{t.rounds}</caption>
              <DataTableHead columns={[{ label: t.action }, { label: t.amount, num: true }]} />
              <tbody>
                {data.rounds.map((r) => (
                  <tr key={r.id}>
                    <td data-label={t.action}>
                      <span>
                        {actionLabel(r)}
                        {r.created_at && <span className="muted"> {formatTimeTr(r.created_at)}</span>}
                      </span>
                    </td>
                    <td data-label={t.amount} className="data-table__num">
                      {formatBalance(actionAmount(r))}
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
