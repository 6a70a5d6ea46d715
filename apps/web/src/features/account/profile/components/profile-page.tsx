import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs.tsx';
import { useTabParam } from '@/hooks/use-tab-param.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { profileTexts } from '../texts.ts';
import { useProfile } from '../api/get-profile.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { KycPanel } from './kyc-panel.tsx';
import { LoginHistory } from './login-history.tsx';
import { PersonalInfo } from './personal-info.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';
import '@/styles/forms.css';
import './profile.css';
import { LoadError } from '@/components/ui/load-error.tsx';

export const PROFILE_TABS = ['info', 'password', 'kyc', 'security'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];
const TAB_ITEMS: readonly TabItem<ProfileTab>[] = PROFILE_TABS.map((id) => ({
  id,
  label: profileTexts.tabs[id],
}));

/**
 * /account/profile: personal info (read-only), password change, account verification (KYC) and
 * security (two-factor, recent logins); ?tab= preselects one. No session: /auth/login.
 */
export default function ProfilePage() {
  const t = profileTexts;
  const navigate = useNavigate();
  const [tab, setTab] = useTabParam(PROFILE_TABS, 'info');
  const { data, isPending, error, refetch, isFetching } = useProfile();

  useEffect(() => {
    if (isApiError(error) && error.status === 401) void navigate('/auth/login', { replace: true });
  }, [error, navigate]);

  const content = () => {
    // The password form needs nothing from the profile.
    if (tab === 'password') return <ChangePasswordForm />;
    if (isPending) return <Spinner label={t.loading} />;
    if (!data) {
      return (
        <LoadError
          className="profile-error"
          text={errorText(error, t.loadFailed)}
          retryLabel={t.retry}
          onRetry={() => void refetch()}
          busy={isFetching}
        />
      );
    }
    if (tab === 'info') return <PersonalInfo user={data.user} />;
    if (tab === 'kyc') return <KycPanel user={data.user} />;
    return (
      <>
        <TwoFactorSettings enabled={data.user.two_factor_enabled} />
        <LoginHistory entries={data.loginHistory} />
      </>
    );
  };

  return (
    <section className="page account-page profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="page__title">
        {t.title}
      </h1>
      <TabList idPrefix="profile" label={t.tabsLabel} tabs={TAB_ITEMS} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="profile" id={tab} className="card profile-panel">
        {content()}
      </TabPanel>
    </section>
  );
}
