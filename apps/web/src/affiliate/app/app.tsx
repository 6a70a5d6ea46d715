import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { affiliateKeys, getMe } from '@/affiliate/ui/api.ts';
import { affTexts } from '@/affiliate/ui/texts.ts';
import { DashboardPage } from '@/affiliate/features/dashboard/components/dashboard-page.tsx';
import { LinkBuilder } from '@/affiliate/features/links/components/link-builder.tsx';
import { PlayersPage } from '@/affiliate/features/players/components/players-page.tsx';
import { ReportsPage } from '@/affiliate/features/reports/components/reports-page.tsx';
import { SecurityPage } from '@/affiliate/features/security/components/security-page.tsx';
import {
  StatementPage,
  StatementsPage,
} from '@/affiliate/features/statements/components/statements-page.tsx';
import { LoginPage } from './login-page.tsx';
import { createAffiliateQueryClient } from './query-client.ts';
import { Shell } from './shell.tsx';
import { appTexts } from './texts.ts';

/** Inside a router: the sign-in page without an affiliate session, else the shell and its pages. */
export function AffiliateRoutes() {
  const me = useQuery({ queryKey: affiliateKeys.me, queryFn: getMe, staleTime: Infinity });
  if (me.isPending) return <p className="bo-center">{affTexts.common.loading}</p>;
  if (me.isError) {
    return (
      <main className="bo-center" id="main">
        <p role="alert">{appTexts.loadFailed}</p>
        <button type="button" className="bo-button" onClick={() => void me.refetch()}>
          {affTexts.common.retry}
        </button>
      </main>
    );
  }
  const affiliate = me.data;
  if (!affiliate) return <LoginPage />;
  return (
    <Routes>
      <Route element={<Shell affiliate={affiliate} />}>
        <Route index element={<Navigate to="/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage affiliate={affiliate} />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="players" element={<PlayersPage />} />
        <Route path="links" element={<LinkBuilder btag={affiliate.btag} />} />
        <Route path="statements" element={<StatementsPage />} />
        <Route path="statements/:id" element={<StatementPage />} />
        <Route path="security" element={<SecurityPage affiliate={affiliate} />} />
        <Route path="*" element={<p>{appTexts.shell.notFound}</p>} />
      </Route>
    </Routes>
  );
}

export function AffiliateApp({ client: given }: { client?: QueryClient }) {
  const [client] = useState(() => given ?? createAffiliateQueryClient());
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter basename="/affiliate">
        <AffiliateRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
