import { ROLE_PERMISSIONS, type StaffPermission, type StaffRole } from '@app/shared/api/staff.ts';

/**
 * Who may do what in the back office: the roles' permissions are THE matrix in the staff contract
 * (`ROLE_PERMISSIONS`, packages/shared/src/api/staff.ts; docs/backoffice.md shows the same table). Each
 * /api/admin route names the one permission it needs (ROUTE_ACCESS below), and the back office's hook
 * refuses the call with 403 before its input is read when the staff member's role does not hold it. A
 * route missing from ROUTE_ACCESS cannot be registered (admin.routes.ts), and the matrix test walks
 * every route for every role.
 */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return [...ROLE_PERMISSIONS[role]];
}

export function mayDo(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * What each route needs: `open` (no session: login, logout), `signed-in` (any staff member: who am
 * I, logout everywhere) or a permission. Keys are `METHOD path` under /api/admin.
 */
export type RouteAccess = 'open' | 'signed-in' | StaffPermission;

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'POST /login': 'open',
  'POST /login/enrol': 'open',
  'POST /logout': 'open',
  'GET /me': 'signed-in',
  'POST /logout-everywhere': 'signed-in',
  'POST /me/password': 'signed-in',

  'GET /deposits': 'deposits.read',
  'GET /deposits.csv': 'deposits.read',
  'POST /deposits/:id/approve': 'deposits.decide',
  'POST /deposits/:id/reject': 'deposits.decide',
  'GET /withdrawals': 'withdrawals.read',
  'GET /withdrawals.csv': 'withdrawals.read',
  'POST /withdrawals/:id/approve': 'withdrawals.decide',
  'POST /withdrawals/:id/reject': 'withdrawals.decide',
  'POST /withdrawals/:id/paid': 'withdrawals.decide',

  'GET /kyc': 'kyc.read',
  'GET /kyc/:id/files/:doc': 'kyc.read',
  'POST /kyc/:id/verify': 'kyc.decide',
  'POST /kyc/:id/reject': 'kyc.decide',

  'GET /messages': 'messages.read',
  'GET /messages.csv': 'messages.read',
  'GET /messages/:id': 'messages.read',
  'POST /messages/:id/reply': 'messages.answer',
  'POST /messages/:id/close': 'messages.answer',

  'GET /players': 'players.read',
  'GET /players.csv': 'players.read',
  'GET /players/:id': 'players.read',
  'POST /players/:id/messages': 'players.message',
  'POST /players/:id/adjust': 'players.adjust',
  // A credit above the site's cap waits for a second staff member who may adjust (decision 0023).
  'GET /adjustments': 'players.adjust',
  'POST /adjustments/:id/approve': 'players.adjust',
  'POST /adjustments/:id/reject': 'players.adjust',
  'POST /players/:id/block': 'players.block',
  'POST /players/:id/unblock': 'players.block',
  // The player page's grids read with the page; a staff note is written by those who write to
  // players (players.message: support and admin), never shown to the player.
  'GET /players/:id/ledger': 'players.read',
  'GET /players/:id/ledger.csv': 'players.read',
  'GET /players/:id/deposits': 'players.read',
  'GET /players/:id/withdrawals': 'players.read',
  'GET /players/:id/bonuses': 'players.read',
  'GET /players/:id/rounds': 'players.read',
  'GET /players/:id/logins': 'players.read',
  'GET /players/:id/logins.csv': 'players.read',
  'GET /players/:id/messages': 'players.read',
  'GET /players/:id/kyc': 'players.read',
  'GET /players/:id/notes': 'players.read',
  'POST /players/:id/notes': 'players.message',

  'GET /queues/counts': 'signed-in',

  'GET /call-requests': 'call_requests.read',
  'GET /call-requests.csv': 'call_requests.read',
  'POST /call-requests/:id/status': 'call_requests.decide',

  'GET /affiliate-applications': 'affiliates.read',
  'GET /affiliate-applications.csv': 'affiliates.read',
  'POST /affiliate-applications/:id/approve': 'affiliates.decide',
  'POST /affiliate-applications/:id/reject': 'affiliates.decide',
  // Affiliate accounts (decision 0032): read by finance, risk and admin; the plan, the statements'
  // approval (four eyes above the site's threshold) and payment are finance's (and admin's).
  'GET /affiliates': 'affiliates.view',
  'GET /affiliates/:id': 'affiliates.view',
  'GET /affiliates/:id/statements': 'affiliates.view',
  'PUT /affiliates/:id/plan': 'affiliates.finance',
  'POST /affiliate-statements/:id/approve': 'affiliates.finance',
  'POST /affiliate-statements/:id/paid': 'affiliates.finance',

  // The site editor (content, admin); each site's rules (risk, admin) are shown in it read-only. A new
  // site and a site's domains are site rules (the country rule, minimum age and KYC follow the domain:
  // docs/decisions/0024); PUT /sites/:id refuses a change of domains.
  'GET /sites': 'sites.manage',
  'POST /sites': 'site_rules.manage',
  'PUT /sites/:id': 'sites.manage',
  'PUT /sites/:id/domains': 'site_rules.manage',
  'GET /site-rules': 'site_rules.manage',
  'PUT /sites/:id/rules': 'site_rules.manage',

  // What the site shows (issue 16): banners with their images, CMS pages; each call names its site.
  'GET /banners': 'banners.manage',
  'POST /banners': 'banners.manage',
  'PUT /banners/:id': 'banners.manage',
  'POST /banners/:id/enable': 'banners.manage',
  'POST /banners/:id/disable': 'banners.manage',
  'DELETE /banners/:id': 'banners.manage',
  'POST /banners/reorder': 'banners.manage',
  'POST /banners/images': 'banners.manage',
  'GET /banners/images/:name': 'banners.manage',
  'GET /pages': 'pages.manage',
  'POST /pages': 'pages.manage',
  'PUT /pages/:id': 'pages.manage',
  'POST /pages/:id/publish': 'pages.manage',
  'POST /pages/:id/unpublish': 'pages.manage',
  'DELETE /pages/:id': 'pages.manage',
  'POST /pages/reorder': 'pages.manage',

  // The promotions editor (by site), the game catalogue; providers (a wallet secret, the wallet's
  // door for a game server) only for admin (docs/decisions/0017).
  'GET /sites/:id/promotions': 'promotions.manage',
  'POST /sites/:id/promotions': 'promotions.manage',
  'POST /sites/:id/promotions/order': 'promotions.manage',
  'PUT /sites/:id/promotions/:promotionId': 'promotions.manage',
  'POST /sites/:id/promotions/:promotionId/active': 'promotions.manage',
  'DELETE /sites/:id/promotions/:promotionId': 'promotions.manage',
  // A promotion's money terms go live only when a money role other than their author approves them (decision 0024).
  'GET /promotion-drafts': 'promotions.approve',
  'POST /sites/:id/promotions/:promotionId/approve': 'promotions.approve',
  'GET /sites/:id/categories': 'games.manage',
  'POST /sites/:id/categories': 'games.manage',
  'PUT /sites/:id/categories/:categoryId': 'games.manage',
  'DELETE /sites/:id/categories/:categoryId': 'games.manage',
  'GET /games': 'games.manage',
  'PUT /games/:id': 'games.manage',
  'GET /providers': 'providers.manage',
  'POST /providers': 'providers.manage',
  'POST /providers/:id/rotate-secret': 'providers.manage',
  'POST /providers/:id/disable': 'providers.manage',
  'POST /providers/:id/enable': 'providers.manage',

  'GET /reports/daily': 'reports.read',
  'GET /reports/daily.csv': 'reports.read',
  'GET /reports/dashboard': 'reports.read',

  // AML flags (the risk role's queue, decision 0019): read, cleared with a note, reported, thresholds set.
  'GET /aml/flags': 'flags.manage',
  'GET /aml/flags.csv': 'flags.manage',
  'POST /aml/flags/:id/clear': 'flags.manage',
  'GET /aml/report': 'flags.manage',
  'GET /aml/report.csv': 'flags.manage',
  'GET /aml/settings': 'flags.manage',
  'PUT /aml/settings/:id': 'flags.manage',

  'GET /audit': 'audit.read',
  'GET /audit.csv': 'audit.read',

  'GET /staff': 'staff.manage',
  'POST /staff': 'staff.manage',
  'PUT /staff/:id': 'staff.manage',
  'POST /staff/:id/disable': 'staff.manage',
  'POST /staff/:id/enable': 'staff.manage',
  'POST /staff/:id/reset-totp': 'staff.manage',
};

/** The access a route needs, by its method and path under /api/admin (HEAD as GET); undefined when it has no entry. */
export function routeAccess(method: string, path: string): RouteAccess | undefined {
  return ROUTE_ACCESS[`${method === 'HEAD' ? 'GET' : method} ${path}`];
}
