import { History } from 'lucide-react';
import { profileTexts } from '../texts.ts';
import type { LoginHistoryEntry } from '../api/get-profile.ts';
import { DataTableHead, DateTimeCell } from '@/components/ui/data-table.tsx';

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
          <DataTableHead columns={[{ label: t.loginTime }, { label: t.loginIp }, { label: t.loginLocation }]} />
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <DateTimeCell label={t.loginTime} value={e.created_at} />
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
