import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import {
  approveWithdrawal,
  boKeys,
  getOpenWithdrawals,
  markWithdrawalPaid,
  rejectWithdrawal,
  type WithdrawalItem,
} from './api.ts';
import { failure, money } from './format.ts';
import { AmountCell, BalancesCell, PlayerCell } from './player-cells.tsx';
import { useNotice } from './notice.tsx';
import { QueueState, ReasonForm, TableRegion } from './parts.tsx';
import { boTexts } from './texts.ts';

const t = boTexts.withdrawals;
const d = boTexts.deposits;
const c = boTexts.common;

/** A flagged withdrawal is approved only after staff acknowledge that the account holder's name differs. */
function AcknowledgeForm({
  w,
  pending,
  onConfirm,
  onCancel,
}: {
  w: WithdrawalItem;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [ack, setAck] = useState(false);
  return (
    <form
      className="bo-card bo-decision"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (ack) onConfirm();
      }}
    >
      <h2 id={`${id}-title`}>{t.approveTitle(w.username, money(w.amount))}</h2>
      <p className="bo-warning">
        <AlertTriangle size={16} aria-hidden="true" /> {t.nameMismatchLong}
      </p>
      <dl className="bo-pairs">
        <dt>{d.realName}</dt>
        <dd>{w.real_name}</dd>
        <dt>{t.holder}</dt>
        <dd>{w.account_name}</dd>
      </dl>
      <div className="bo-check">
        <input
          id={`${id}-ack`}
          type="checkbox"
          checked={ack}
          onChange={(e) => setAck(e.target.checked)}
          autoFocus
        />
        <label htmlFor={`${id}-ack`}>{t.acknowledge}</label>
      </div>
      <div className="bo-actions">
        <button type="submit" className="bo-button bo-button--primary" disabled={!ack || pending}>
          {t.confirmApprove}
        </button>
        <button type="button" className="bo-button" onClick={onCancel}>
          {c.cancel}
        </button>
      </div>
    </form>
  );
}

/** Withdrawals to approve (one or two approvers), reject with a reason, or mark paid once approved. */
export function WithdrawalsPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const query = useQuery({ queryKey: boKeys.withdrawals, queryFn: getOpenWithdrawals });
  const [panel, setPanel] = useState<{ kind: 'approve' | 'reject'; w: WithdrawalItem } | null>(null);
  const settle = () => {
    void client.invalidateQueries({ queryKey: boKeys.withdrawals });
    void client.invalidateQueries({ queryKey: boKeys.counts });
  };
  const onError = (e: unknown) => notify({ type: 'error', text: failure(e) });
  const approve = useMutation({
    mutationFn: (w: WithdrawalItem) => approveWithdrawal(w.id, w.name_mismatch),
    onSuccess: (reply, w) => {
      setPanel(null);
      notify({
        type: 'success',
        text:
          reply.status === 'awaiting_second_approval' ? t.firstApproval(w.username) : t.approved(w.username),
      });
    },
    onError,
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ w, reason }: { w: WithdrawalItem; reason: string }) => rejectWithdrawal(w.id, reason),
    onSuccess: (_r, { w }) => {
      setPanel(null);
      notify({ type: 'success', text: t.rejected(w.username) });
    },
    onError,
    onSettled: settle,
  });
  const paid = useMutation({
    mutationFn: (w: WithdrawalItem) => markWithdrawalPaid(w.id),
    onSuccess: (_r, w) => notify({ type: 'success', text: t.markedPaid(w.username) }),
    onError,
    onSettled: settle,
  });
  const busy = approve.isPending || reject.isPending || paid.isPending;

  return (
    <section aria-labelledby="bo-withdrawals-title">
      <h1 id="bo-withdrawals-title">{t.title}</h1>
      {panel?.kind === 'approve' && (
        <AcknowledgeForm
          w={panel.w}
          pending={approve.isPending}
          onConfirm={() => approve.mutate(panel.w)}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'reject' && (
        <ReasonForm
          title={d.rejectTitle(panel.w.username, money(panel.w.amount))}
          submitLabel={c.reject}
          pending={reject.isPending}
          onSubmit={(reason) => reject.mutate({ w: panel.w, reason })}
          onCancel={() => setPanel(null)}
        />
      )}
      <QueueState query={query} empty={t.empty}>
        {(rows) => (
          <TableRegion labelledBy="bo-withdrawals-caption">
            <table className="bo-table">
              <caption id="bo-withdrawals-caption">{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{boTexts.player}</th>
                  <th scope="col" className="bo-num">
                    {boTexts.amountAndDate}
                  </th>
                  <th scope="col">{t.account}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{d.balances}</th>
                  <th scope="col">{c.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((w) => {
                  const label = `${w.username}, ${money(w.amount)}`;
                  return (
                    <tr key={w.id}>
                      <PlayerCell row={w} />
                      <AmountCell row={w} />
                      <td>
                        <div>
                          {w.account_name}
                          {w.name_mismatch && (
                            <span
                              className="bo-tag bo-tag--rejected bo-tag--inline"
                              title={t.nameMismatchLong}
                            >
                              <AlertTriangle size={12} aria-hidden="true" /> {t.nameMismatch}
                            </span>
                          )}
                        </div>
                        <code className="bo-code">{w.iban}</code>
                        <div className="bo-small bo-muted">{w.bank_name}</div>
                      </td>
                      <td>
                        <span className={`bo-tag bo-tag--${w.status}`}>
                          {t.statuses[w.status] ?? w.status}
                        </span>
                      </td>
                      <BalancesCell row={w} />
                      <td>
                        <div className="bo-actions">
                          {w.status === 'approved' ? (
                            <button
                              type="button"
                              className="bo-button bo-button--primary"
                              aria-label={`${t.paid}: ${label}`}
                              disabled={busy}
                              onClick={() => paid.mutate(w)}
                            >
                              {t.paid}
                            </button>
                          ) : (
                            <>
                              <button
                                type="button"
                                className="bo-button bo-button--primary"
                                aria-label={`${c.approve}: ${label}`}
                                disabled={busy}
                                onClick={() =>
                                  w.name_mismatch ? setPanel({ kind: 'approve', w }) : approve.mutate(w)
                                }
                              >
                                {c.approve}
                              </button>
                              <button
                                type="button"
                                className="bo-button bo-button--danger"
                                aria-label={`${c.reject}: ${label}`}
                                disabled={busy}
                                onClick={() => setPanel({ kind: 'reject', w })}
                              >
                                {c.reject}
                              </button>
                            </>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableRegion>
        )}
      </QueueState>
    </section>
  );
}
