import { formatDateTimeTr } from '@app/shared/dates.ts';
import { History } from 'lucide-react';
import { profileTexts } from '../texts.ts';
import type { LoginHistoryEntry } from '../api/get-profile.ts';

/** The latest successful logins: IP, location, time (dd.mm.yyyy hh:mm, Istanbul). */
export function LoginHistory({ entries }: { entries: readonly LoginHistoryEntry[] }) {
  const t = profileTexts;
  return (
    <section className="profile-section" aria-labelledby="login-history-title">
      <h2 id="login-history-title" className="profile-section__title">
        <History aria-hidden="true" /> {t.recentLogins}
      </h2>
      {entries.length === 0 ? (
        <p className="muted">{t.noLogins}</p>
      ) : (
        <table className="data-table login-history">
          <caption className="visually-hidden">{t.recentLogins}</caption>
          <thead>
            <tr>
              <th scope="col">{t.loginTime}</th>
              <th scope="col">{t.loginIp}</th>
              <th scope="col">{t.loginLocation}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td data-label={t.loginTime}>
                  <time dateTime={e.created_at}>{formatDateTimeTr(e.created_at)}</time>
                </td>
                <td data-label={t.loginIp} className="login-history__ip">
                  {e.ip}
                </td>
                <td data-label={t.loginLocation}>{e.location || t.unknownLocation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
