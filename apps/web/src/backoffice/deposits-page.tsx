import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveDeposit, boKeys, getPendingDeposits, rejectDeposit, type DepositItem } from './api.ts';
import { failure, money } from './format.ts';
import { AmountCell, BalancesCell, PlayerCell } from './player-cells.tsx';
import { useNotice } from './notice.tsx';
import { QueueState, ReasonForm, TableRegion } from './parts.tsx';
import { boTexts } from './texts.ts';

const t = boTexts.deposits;
const c = boTexts.common;

/** Pending deposits with the player's name, KYC, balances and bonus state; approve, or reject with a reason. */
export function DepositsPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const query = useQuery({ queryKey: boKeys.deposits, queryFn: getPendingDeposits });
  const [rejecting, setRejecting] = useState<DepositItem | null>(null);
  const settle = () => {
    void client.invalidateQueries({ queryKey: boKeys.deposits });
    void client.invalidateQueries({ queryKey: boKeys.counts });
  };
  const approve = useMutation({
    mutationFn: (d: DepositItem) => approveDeposit(d.id),
    onSuccess: (_r, d) => notify({ type: 'success', text: t.approved(d.username, money(d.amount)) }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ d, reason }: { d: DepositItem; reason: string }) => rejectDeposit(d.id, reason),
    onSuccess: (_r, { d }) => {
      setRejecting(null);
      notify({ type: 'success', text: t.rejected(d.username) });
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: settle,
  });
  const busy = approve.isPending || reject.isPending;

  return (
    <section aria-labelledby="bo-deposits-title">
      <h1 id="bo-deposits-title">{t.title}</h1>
      {rejecting && (
        <ReasonForm
          title={t.rejectTitle(rejecting.username, money(rejecting.amount))}
          submitLabel={c.reject}
          pending={reject.isPending}
          onSubmit={(reason) => reject.mutate({ d: rejecting, reason })}
          onCancel={() => setRejecting(null)}
        />
      )}
      <QueueState query={query} empty={t.empty}>
        {(rows) => (
          <TableRegion labelledBy="bo-deposits-caption">
            <table className="bo-table">
              <caption id="bo-deposits-caption">{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{boTexts.player}</th>
                  <th scope="col" className="bo-num">
                    {boTexts.amountAndDate}
                  </th>
                  <th scope="col">{t.reference}</th>
                  <th scope="col">{t.balances}</th>
                  <th scope="col">{c.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((d) => (
                  <tr key={d.id}>
                    <PlayerCell row={d} />
                    <AmountCell row={d} />
                    <td>
                      <code className="bo-code">{d.reference_code}</code>
                      <div className="bo-small bo-muted">{d.sender_name}</div>
                    </td>
                    <BalancesCell row={d} />
                    <td>
                      <div className="bo-actions">
                        <button
                          type="button"
                          className="bo-button bo-button--primary"
                          aria-label={`${c.approve}: ${d.username}, ${money(d.amount)}`}
                          disabled={busy}
                          onClick={() => approve.mutate(d)}
                        >
                          {c.approve}
                        </button>
                        <button
                          type="button"
                          className="bo-button bo-button--danger"
                          aria-label={`${c.reject}: ${d.username}, ${money(d.amount)}`}
                          disabled={busy}
                          onClick={() => setRejecting(d)}
                        >
                          {c.reject}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </QueueState>
    </section>
  );
}
