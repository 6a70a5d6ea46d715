import { texts } from '@/lib/texts.ts';

export type PreparedSection = keyof typeof texts.account.sections;

const ICONS: Record<PreparedSection, string> = { profile: '👤', bonuses: '🎁', messages: '✉️' };

/** A section of the account area that comes in a later release; shown inside the account bar. */
export default function AccountPlaceholderPage({ section }: { section: PreparedSection }) {
  return (
    <section className="page account-page center-block" aria-labelledby="account-section-title">
      <p className="big-emoji" aria-hidden="true">
        {ICONS[section]}
      </p>
      <h1 id="account-section-title" className="page__title">
        {texts.account.sections[section]}
      </h1>
      <p className="muted">{texts.account.preparing}</p>
    </section>
  );
}
