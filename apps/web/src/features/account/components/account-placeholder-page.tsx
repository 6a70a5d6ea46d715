import { Gift, Mail, User, type LucideIcon } from 'lucide-react';
import { accountTexts } from '../texts.ts';

export type PreparedSection = keyof typeof accountTexts.account.sections;

const ICONS: Record<PreparedSection, LucideIcon> = { profile: User, bonuses: Gift, messages: Mail };

/** A section of the account area that comes in a later release; shown inside the account bar. */
export default function AccountPlaceholderPage({ section }: { section: PreparedSection }) {
  const Icon = ICONS[section];
  return (
    <section className="page account-page center-block" aria-labelledby="account-section-title">
      <p className="big-icon" aria-hidden="true">
        <Icon />
      </p>
      <h1 id="account-section-title" className="page__title">
        {accountTexts.account.sections[section]}
      </h1>
      <p className="muted">{accountTexts.account.preparing}</p>
    </section>
  );
}
