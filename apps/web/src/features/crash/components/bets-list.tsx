import type { CrashPublicBet } from '@app/shared/api/crash.ts';
import { formatBalance } from '@app/shared/money.ts';
import { formatMultiplier, toHundredths } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';

/** A round's bets as everyone sees them: masked usernames, stakes, cash-outs and wins. */
export function BetsTable({ bets, caption }: { bets: readonly CrashPublicBet[]; caption: string }) {
  if (bets.length === 0) return <p className="muted">{t.betsEmpty}</p>;
  return (
    <div className="crash-table-wrap">
      <table className="crash-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.player}</th>
            <th scope="col">{t.stake}</th>
            <th scope="col">{t.cashedOut}</th>
            <th scope="col">{t.win}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((b, i) => (
            <tr
              key={`${b.username}-${i}`}
              className={b.cashed_out_at !== null ? 'crash-table__won' : undefined}
            >
              <td>{b.username}</td>
              <td>{formatBalance(b.amount)}</td>
              <td>{b.cashed_out_at === null ? '–' : formatMultiplier(toHundredths(b.cashed_out_at))}</td>
              <td>{b.win === null ? '–' : formatBalance(b.win)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BetsList({ bets }: { bets: readonly CrashPublicBet[] }) {
  return (
    <section className="card crash-bets" aria-labelledby="crash-bets-title">
      <h2 id="crash-bets-title" className="section__title">
        {t.betsTitle} <span className="muted">({bets.length})</span>
      </h2>
      <BetsTable bets={bets} caption={t.betsTitle} />
    </section>
  );
}
