import type { SessionBet } from '../hooks/use-crash-play.ts';
import { formatMultiplier } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';
import { tl } from '@/lib/game-format.ts';


function result(b: SessionBet): string {
  if (b.status === 'won' && b.at !== null && b.win !== null)
    return t.wonAt(formatMultiplier(b.at), tl(b.win));
  if (b.status === 'lost') return t.lost;
  return b.auto !== null ? t.myBetAuto(formatMultiplier(b.auto)) : '…';
}

/** The player's bets of this visit, real and demo (play money marked). */
export function MyHistory({ bets }: { bets: readonly SessionBet[] }) {
  return (
    <section className="card crash-mine" aria-labelledby="crash-mine-title">
      <h2 id="crash-mine-title" className="section__title">
        {t.myHistoryTitle}
      </h2>
      {bets.length === 0 ? (
        <p className="muted">{t.myHistoryEmpty}</p>
      ) : (
        <div className="crash-table-wrap">
          <table className="crash-table">
            <caption className="visually-hidden">{t.myHistoryTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.roundColumn}</th>
                <th scope="col">{t.stake}</th>
                <th scope="col">{t.result}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((b) => (
                <tr key={`${b.roundId}-${b.demo ? 'd' : 'r'}`} className={`crash-table__${b.status}`}>
                  <td>
                    #{b.roundId}{' '}
                    <span className={`badge badge--${b.demo ? 'info' : 'accent'}`}>
                      {b.demo ? t.demo : t.real}
                    </span>
                  </td>
                  <td>{tl(b.stake)}</td>
                  <td>{result(b)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
