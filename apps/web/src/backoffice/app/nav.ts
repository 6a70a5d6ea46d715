import type { QueueCounts, StaffPermissionName } from '@/backoffice/ui/api.ts';
import { boTexts } from '@/backoffice/ui/texts.ts';

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
  { path: 'deposits', label: boTexts.nav.deposits, permission: 'deposits.read', count: (c) => c.deposits },
  {
    path: 'withdrawals',
    label: boTexts.nav.withdrawals,
    permission: 'withdrawals.read',
    count: (c) =>
      c.withdrawals === undefined && c.withdrawals_awaiting_second_approval === undefined
        ? undefined
        : (c.withdrawals ?? 0) + (c.withdrawals_awaiting_second_approval ?? 0),
  },
  { path: 'kyc', label: boTexts.nav.kyc, permission: 'kyc.read', count: (c) => c.kyc },
  { path: 'players', label: boTexts.nav.players, permission: 'players.read', count: () => undefined },
  { path: 'messages', label: boTexts.messages.nav, permission: 'messages.read', count: (c) => c.messages },
  {
    path: 'call-requests',
    label: boTexts.callRequests.nav,
    permission: 'call_requests.read',
    count: (c) => c.call_requests,
  },
  {
    path: 'affiliates',
    label: boTexts.affiliates.nav,
    permission: 'affiliates.read',
    count: (c) => c.affiliate_applications,
  },
  { path: 'aml', label: boTexts.aml.nav, permission: 'flags.manage', count: (c) => c.aml_flags },
  { path: 'sites', label: boTexts.sites.nav, permission: 'sites.manage', count: () => undefined },
  { path: 'site-rules', label: boTexts.siteRules.nav, permission: 'site_rules.manage', count: () => undefined },
  // İçerik: what the site shows.
  { path: 'banners', label: boTexts.content.banners.nav, permission: 'banners.manage', count: () => undefined },
  { path: 'pages', label: boTexts.content.pages.nav, permission: 'pages.manage', count: () => undefined },
  { path: 'promotions', label: boTexts.promotions.nav, permission: 'promotions.manage', count: () => undefined },
  { path: 'games', label: boTexts.games.nav, permission: 'games.manage', count: () => undefined },
  { path: 'providers', label: boTexts.providers.nav, permission: 'providers.manage', count: () => undefined },
  { path: 'reports', label: boTexts.nav.reports, permission: 'reports.read', count: () => undefined },
  { path: 'staff', label: boTexts.staffAdmin.nav, permission: 'staff.manage', count: () => undefined },
  { path: 'audit', label: boTexts.audit.nav, permission: 'audit.read', count: () => undefined },
];

export function navFor(permissions: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => permissions.includes(item.permission));
}
