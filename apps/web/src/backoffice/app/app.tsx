import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AffiliatesPage } from '@/backoffice/features/contact/components/affiliates-page.tsx';
import { AffiliateAccountPage } from '@/backoffice/features/affiliate/components/affiliate-account-page.tsx';
import { AffiliateAccountsPage } from '@/backoffice/features/affiliate/components/affiliate-accounts-page.tsx';
import { AdjustmentsPage } from '@/backoffice/features/wallet/components/adjustments-page.tsx';
import { AmlPage } from '@/backoffice/features/aml/components/aml-page.tsx';
import { getMe } from '@/backoffice/ui/api.ts';
import { CallRequestsPage } from '@/backoffice/features/contact/components/call-requests-page.tsx';
import { DepositsPage } from '@/backoffice/features/wallet/components/deposits-page.tsx';
import { KycPage } from '@/backoffice/features/kyc/components/kyc-page.tsx';
import { LoginPage } from './login-page.tsx';
import { MessagesPage } from '@/backoffice/features/messages/components/messages-page.tsx';
import { navFor } from './nav.ts';
import { PlayerPage } from '@/backoffice/features/players/components/player-page.tsx';
import { PlayersPage } from '@/backoffice/features/players/components/players-page.tsx';
import { ReportsPage } from '@/backoffice/features/reports/components/reports-page.tsx';
import { createBackofficeQueryClient } from './query-client.ts';
import { Shell } from './shell.tsx';
import { SiteRulesPage } from '@/backoffice/features/sites/components/site-rules-page.tsx';
import { SitesPage } from '@/backoffice/features/sites/components/sites-page.tsx';
import { StaffPage } from '@/backoffice/features/staff/components/staff-page.tsx';
import { AuditPage } from '@/backoffice/features/staff/components/audit-page.tsx';
import { BannersPage } from '@/backoffice/features/content/components/banners-page.tsx';
import { PagesPage } from '@/backoffice/features/content/components/pages-page.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { appTexts } from './texts.ts';
import { WithdrawalsPage } from '@/backoffice/features/wallet/components/withdrawals-page.tsx';
import { PromotionsPage } from '@/backoffice/features/bonus/components/promotions-page.tsx';
import { PromotionApprovalsPage } from '@/backoffice/features/bonus/components/promotion-approvals-page.tsx';
import { GamesPage } from '@/backoffice/features/games/components/games-page.tsx';
import { ProvidersPage } from '@/backoffice/features/provider/components/providers-page.tsx';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const PAGES: Record<string, () => React.JSX.Element> = {
  deposits: DepositsPage,
  withdrawals: WithdrawalsPage,
  adjustments: AdjustmentsPage,
  kyc: KycPage,
  players: PlayersPage,
  messages: MessagesPage,
  'call-requests': CallRequestsPage,
  affiliates: AffiliatesPage,
  'affiliate-accounts': AffiliateAccountsPage,
  aml: AmlPage,
  promotions: PromotionsPage,
  'promotion-approvals': PromotionApprovalsPage,
  games: GamesPage,
  providers: ProvidersPage,
  reports: ReportsPage,
  sites: SitesPage,
  'site-rules': SiteRulesPage,
  banners: BannersPage,
  pages: PagesPage,
  staff: StaffPage,
  audit: AuditPage,
};

/** Inside a router: the login page without a staff session, else the shell with the pages the role may open. */
export function BackofficeRoutes() {
  const me = useQuery({ queryKey: backofficeKeys.me, queryFn: getMe, staleTime: Infinity });
  if (me.isPending) return <p className="bo-center">{boTexts.common.loading}</p>;
  if (me.isError) {
    return (
      <main className="bo-center" id="main">
        <p role="alert">{appTexts.login.failed}</p>
        <button type="button" className="bo-button" onClick={() => void me.refetch()}>
          {boTexts.common.retry}
        </button>
      </main>
    );
  }
  if (!me.data) return <LoginPage />;
  const items = navFor(me.data.permissions);
  return (
    <Routes>
      <Route element={<Shell staff={me.data} items={items} />}>
        <Route
          index
          element={items[0] ? <Navigate to={`/${items[0].path}`} replace /> : <p>{appTexts.shell.noPages}</p>}
        />
        {items.map((item) => {
          const Page = PAGES[item.path]!;
          return <Route key={item.path} path={item.path} element={<Page />} />;
        })}
        {me.data.permissions.includes('players.read') && (
          <Route path="players/:id" element={<PlayerPage />} />
        )}
        {me.data.permissions.includes('affiliates.view') && (
          <Route path="affiliate-accounts/:id" element={<AffiliateAccountPage />} />
        )}
        <Route path="*" element={<p>{appTexts.shell.notFound}</p>} />
      </Route>
    </Routes>
  );
}

export function BackofficeApp({ client: given }: { client?: QueryClient }) {
  const [client] = useState(() => given ?? createBackofficeQueryClient());
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter basename="/backoffice">
        <BackofficeRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
