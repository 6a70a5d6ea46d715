import type { QueueCounts, StaffPermissionName } from '@/backoffice/ui/api.ts';
import { appTexts } from './texts.ts';
import { amlTexts } from '@/backoffice/features/aml/texts.ts';
import { bonusTexts } from '@/backoffice/features/bonus/texts.ts';
import { affiliateTexts } from '@/backoffice/features/affiliate/texts.ts';
import { contactTexts } from '@/backoffice/features/contact/texts.ts';
import { contentTexts } from '@/backoffice/features/content/texts.ts';
import { gamesTexts } from '@/backoffice/features/games/texts.ts';
import { messagesTexts } from '@/backoffice/features/messages/texts.ts';
import { providerTexts } from '@/backoffice/features/provider/texts.ts';
import { sitesTexts } from '@/backoffice/features/sites/texts.ts';
import { staffTexts } from '@/backoffice/features/staff/texts.ts';
import { walletTexts } from '@/backoffice/features/wallet/texts.ts';

export interface NavItem {
  path: string;
  label: string;
  /** The permission the page needs (docs/backoffice.md); the item is shown only to roles with it. */
  permission: StaffPermissionName;
  /** What waits in the page's queue, from GET queues/counts. */
  count: (counts: QueueCounts) => number | undefined;
}

/** The pages of the back office, in the navigation's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: 'deposits', label: appTexts.nav.deposits, permission: 'deposits.read', count: (c) => c.deposits },
  {
    path: 'withdrawals',
    label: appTexts.nav.withdrawals,
    permission: 'withdrawals.read',
    count: (c) =>
      c.withdrawals === undefined && c.withdrawals_awaiting_second_approval === undefined
        ? undefined
        : (c.withdrawals ?? 0) + (c.withdrawals_awaiting_second_approval ?? 0),
  },
  { path: 'adjustments', label: walletTexts.adjustments.nav, permission: 'players.adjust', count: (c) => c.adjustments },
  { path: 'kyc', label: appTexts.nav.kyc, permission: 'kyc.read', count: (c) => c.kyc },
  { path: 'players', label: appTexts.nav.players, permission: 'players.read', count: () => undefined },
  { path: 'messages', label: messagesTexts.messages.nav, permission: 'messages.read', count: (c) => c.messages },
  {
    path: 'call-requests',
    label: contactTexts.callRequests.nav,
    permission: 'call_requests.read',
    count: (c) => c.call_requests,
  },
  {
    path: 'affiliates',
    label: contactTexts.affiliates.nav,
    permission: 'affiliates.read',
    count: (c) => c.affiliate_applications,
  },
  // The affiliate accounts: plans, statements, payouts (finance decides with affiliates.finance).
  { path: 'affiliate-accounts', label: affiliateTexts.accounts.nav, permission: 'affiliates.view', count: () => undefined },
  { path: 'aml', label: amlTexts.aml.nav, permission: 'flags.manage', count: (c) => c.aml_flags },
  { path: 'sites', label: sitesTexts.sites.nav, permission: 'sites.manage', count: () => undefined },
  { path: 'site-rules', label: sitesTexts.siteRules.nav, permission: 'site_rules.manage', count: () => undefined },
  // İçerik: what the site shows.
  { path: 'banners', label: contentTexts.content.banners.nav, permission: 'banners.manage', count: () => undefined },
  { path: 'pages', label: contentTexts.content.pages.nav, permission: 'pages.manage', count: () => undefined },
  { path: 'promotions', label: bonusTexts.promotions.nav, permission: 'promotions.manage', count: () => undefined },
  { path: 'promotion-approvals', label: bonusTexts.approvals.nav, permission: 'promotions.approve', count: () => undefined },
  { path: 'games', label: gamesTexts.games.nav, permission: 'games.manage', count: () => undefined },
  { path: 'providers', label: providerTexts.providers.nav, permission: 'providers.manage', count: () => undefined },
  { path: 'reports', label: appTexts.nav.reports, permission: 'reports.read', count: () => undefined },
  { path: 'staff', label: staffTexts.staffAdmin.nav, permission: 'staff.manage', count: () => undefined },
  { path: 'audit', label: staffTexts.audit.nav, permission: 'audit.read', count: () => undefined },
];

export function navFor(permissions: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => permissions.includes(item.permission));
}
