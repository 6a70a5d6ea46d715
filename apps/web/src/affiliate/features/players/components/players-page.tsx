import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { affiliatePeriodQuery } from '@app/shared/api/affiliate.ts';
import { money } from '@/backoffice/ui/format.ts';
import { istanbulDay, PeriodForm } from '@/backoffice/ui/period-form.tsx';
import { affiliateKeys } from '@/affiliate/ui/api.ts';
import { day, lastDays } from '@/affiliate/ui/period.ts';
import { affTexts } from '@/affiliate/ui/texts.ts';
import { getPlayers } from '@/affiliate/features/players/api/players-api.ts';
import { playersTexts as t } from '@/affiliate/features/players/texts.ts';

const c = affTexts.common;
const periodForm = affiliatePeriodQuery.refine((v) => v.from <= v.to, {
  message: 'Başlangıç, bitişten sonra olamaz',
  path: ['to'],
});

/** The players the affiliate brought (masked usernames, no personal data) with their deposits, NGR and CPA status. */
export function PlayersPage() {
  const [asked, setAsked] = useState(() => lastDays(90));
  const players = useQuery({
    queryKey: affiliateKeys.players(asked.from, asked.to),
    queryFn: ({ signal }) => getPlayers(asked.from, asked.to, signal),
    placeholderData: keepPreviousData,
  });
  const list = players.data?.players;

  return (
    <section aria-labelledby="aff-players-title" className="aff-page">
      <h1 id="aff-players-title">{t.title}</h1>
      <p className="bo-muted">{t.intro}</p>
      <PeriodForm
        idPrefix="aff-players"
        labelledBy="aff-players-title"
        schema={periodForm}
        asked={asked}
        onAsk={setAsked}
        texts={t}
        fromMax={istanbulDay(new Date())}
      />
      {players.isPending && <p className="bo-muted">{c.loading}</p>}
      {players.isError && (
        <div className="bo-notice bo-notice--error" role="alert">
          <span>{c.loadFailed}</span>
          <button type="button" className="bo-button" onClick={() => void players.refetch()}>
            {c.retry}
          </button>
        </div>
      )}
      {list && (
        <div
          className="bo-table-wrap aff-table"
          role="region"
          aria-labelledby="aff-players-caption"
          tabIndex={0}
        >
          <table className="bo-table">
            <caption id="aff-players-caption">
              {t.caption(day(asked.from), day(asked.to), list.length)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.username}</th>
                <th scope="col">{t.campaign}</th>
                <th scope="col">{t.registered}</th>
                <th scope="col">{t.firstDeposit}</th>
                <th scope="col" className="bo-num">
                  {t.deposits}
                </th>
                <th scope="col" className="bo-num">
                  {t.ngr}
                </th>
                <th scope="col">{t.cpa}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p, i) => (
                <tr key={`${p.username}-${p.registered_on}-${i}`}>
                  <th scope="row" className="bo-code">
                    {p.username}
                  </th>
                  <td data-label={t.campaign}>{p.campaign || t.noCampaign}</td>
                  <td data-label={t.registered}>{day(p.registered_on)}</td>
                  <td data-label={t.firstDeposit}>{day(p.first_deposit_on)}</td>
                  <td className="bo-num" data-label={t.deposits}>
                    {money(p.deposits)}
                  </td>
                  <td className="bo-num" data-label={t.ngr}>
                    {money(p.ngr)}
                  </td>
                  <td data-label={t.cpa}>{p.cpa_qualified ? c.yes : c.no}</td>
                </tr>
              ))}
              {list.length === 0 && (
                <tr>
                  <td colSpan={7} className="bo-muted">
                    {t.empty}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
