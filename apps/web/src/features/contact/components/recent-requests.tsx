import { callStatusLabels } from '@app/shared/api/contact.ts';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { contactTexts } from '../texts.ts';
import { useCallRequests, type CallRequestItem } from '../api/get-call-requests.ts';

const TONES: Record<CallRequestItem['status'], BadgeTone> = {
  pending: 'warning',
  done: 'success',
  rejected: 'danger',
};

export function RecentRequests() {
  const { data } = useCallRequests();
  const t = contactTexts.call;
  return (
    <section className="card recent-requests" aria-labelledby="recent-requests">
      <h2 id="recent-requests" className="section__title">
        {t.recent}
      </h2>
      {!data || data.length === 0 ? (
        <p className="muted">{t.recentEmpty}</p>
      ) : (
        <ul className="recent-requests__list">
          {data.map((r) => (
            <li key={r.id} className="recent-requests__item">
              <span className="recent-requests__date">{formatDateTimeTr(r.created_at)}</span>
              <span className="recent-requests__phone">{r.phone}</span>
              <Badge tone={TONES[r.status] ?? 'neutral'}>{callStatusLabels[r.status] ?? r.status}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
