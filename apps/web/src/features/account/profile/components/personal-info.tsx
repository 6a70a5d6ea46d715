import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTr } from '@app/shared/dates.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { profileTexts } from '../texts.ts';
import type { ProfileUser } from '../api/get-profile.ts';

/** 'YYYY-MM-DD' as 'DD.MM.YYYY', without a time zone in between (a birth date is a calendar day). */
export function formatBirthdate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : value;
}

function KycState({ user }: { user: ProfileUser }) {
  const t = profileTexts;
  if (user.kyc_verified) return <Badge tone="success">{t.kycVerified}</Badge>;
  if (user.kyc_status === 'pending') return <Badge tone="warning">{t.kycPending}</Badge>;
  return <Badge tone="neutral">{t.kycNotVerified}</Badge>;
}

/** The User entity, read-only: changes go through customer service. */
export function PersonalInfo({ user }: { user: ProfileUser }) {
  const t = profileTexts;
  const f = t.fields;
  const or = (v: string) => (v.trim() ? v : t.empty);
  const rows: [string, ReactNode][] = [
    [f.username, user.username],
    [f.first_name, or(user.first_name)],
    [f.last_name, or(user.last_name)],
    [f.email, or(user.email)],
    [f.phone, or(user.phone)],
    [f.birthdate, user.birthdate ? formatBirthdate(user.birthdate) : t.empty],
    [f.tc, or(user.tc)],
    [f.city, or(user.city)],
    [f.created_at, user.created_at ? formatDateTr(user.created_at) : t.empty],
    [f.kyc, <KycState key="kyc" user={user} />],
  ];
  return (
    <div className="profile-info">
      <dl className="profile-info__list">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-info__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="profile-note">
        <Info aria-hidden="true" />{' '}
        <span>
          {t.readOnlyNote} <Link to="/support">{t.contactSupport}</Link>
        </span>
      </p>
    </div>
  );
}
