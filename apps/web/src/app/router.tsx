import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Layout } from './shell/layout.tsx';
import { RequireLogin } from './require-login.tsx';

// Every screen is its own chunk; only the shell is in the entry bundle.
const HomePage = lazy(() => import('@/features/home/components/home-page.tsx'));
const PromotionsPage = lazy(() => import('@/features/promotions/components/promotions-page.tsx'));
const RequestCallPage = lazy(() => import('@/features/contact/components/request-call-page.tsx'));
const SupportPage = lazy(() => import('@/features/contact/components/support-page.tsx'));
const AffiliateApplyPage = lazy(() => import('@/features/affiliate/components/affiliate-apply-page.tsx'));
const LoginPage = lazy(() => import('@/features/auth/components/login-page.tsx'));
const RegisterPage = lazy(() => import('@/features/auth/components/register-page.tsx'));
const ContentPage = lazy(() => import('@/features/content/components/content-page.tsx'));
const SlotsPage = lazy(() => import('@/features/slots/components/slots-page.tsx'));
const LiveCasinoPage = lazy(() => import('@/features/live-casino/components/live-casino-page.tsx'));
const FairnessPage = lazy(() => import('@/features/fairness/components/fairness-page.tsx'));
const CrashPage = lazy(() => import('@/features/crash/components/crash-page.tsx'));
const ComingSoonPage = lazy(() => import('@/features/placeholders/components/coming-soon-page.tsx'));
const GamesPage = lazy(() => import('@/features/games/components/games-page.tsx'));
const AccountLayout = lazy(() => import('@/features/account/layout/components/account-layout.tsx'));
const BonusesPage = lazy(() => import('@/features/account/bonuses/components/bonuses-page.tsx'));
const ProfilePage = lazy(() => import('@/features/account/profile/components/profile-page.tsx'));
const WalletPage = lazy(() => import('@/features/account/wallet/components/wallet-page.tsx'));
const MessagesPage = lazy(() => import('@/features/account/messages/components/messages-page.tsx'));
const TransactionsPage = lazy(
  () => import('@/features/account/transactions/components/transactions-page.tsx'),
);
const ResponsiblePage = lazy(() => import('@/features/account/responsible/components/responsible-page.tsx'));
const StatementPage = lazy(() => import('@/features/account/responsible/components/statement-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

export const PLACEHOLDER_ROUTES = [
  'sports',
  'virtual',
  'beton-games',
  'tombala',
  'aviator',
  'spaceman',
  'jetx',
];

/** /login is the slots page's login target; it keeps the query (e.g. btag). */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/auth/login${search}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="auth/login" element={<LoginPage />} />
        <Route path="auth/register" element={<RegisterPage />} />
        <Route path="login" element={<LoginRedirect />} />
        <Route path="promotions" element={<PromotionsPage />} />
        <Route path="request-call" element={<RequestCallPage />} />
        <Route path="affiliate-apply" element={<AffiliateApplyPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="slots" element={<SlotsPage />} />
        <Route path="livecasino" element={<LiveCasinoPage />} />
        <Route path="adil-oyun" element={<FairnessPage />} />
        <Route path="games" element={<GamesPage />} />
        <Route path="zeplin" element={<CrashPage />} />
        <Route path="sayfa/:slug" element={<ContentPage />} />
        <Route path="sayfa" element={<ContentPage />} />
        {PLACEHOLDER_ROUTES.map((p) => (
          <Route key={p} path={p} element={<ComingSoonPage section={p} />} />
        ))}
        <Route path="account" element={<RequireLogin />}>
          <Route element={<AccountLayout />}>
            <Route index element={<Navigate to="/account/profile" replace />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="wallet" element={<WalletPage />} />
            <Route path="bonuses" element={<BonusesPage />} />
            <Route path="transactions" element={<TransactionsPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="responsible" element={<ResponsiblePage />} />
            <Route path="statement" element={<StatementPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
