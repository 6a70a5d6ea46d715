import { STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@app/shared/api/staff.ts';

/**
 * Who may do what in the back office: THE permission matrix (docs/backoffice.md shows the same
 * table). Each role holds a list of permissions; each /api/admin route names the one permission it
 * needs (ROUTE_ACCESS below), and the back office's hook refuses the call with 403 before its input
 * is read when the staff member's role does not hold it. A route missing from ROUTE_ACCESS cannot be
 * registered (admin.routes.ts), and the matrix test walks every route for every role.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  // Everything, and staff management.
  admin: STAFF_PERMISSIONS,
  // The money queues, balance adjustments and reports; players are read to adjust them.
  finance: ['deposits.read', 'deposits.decide', 'withdrawals.read', 'withdrawals.decide', 'players.read', 'players.adjust', 'reports.read'],
  // Players (read, write to them), their messages, call requests and KYC documents.
  support: [
    'players.read',
    'players.message',
    'messages.read',
    'messages.answer',
    'call_requests.read',
    'call_requests.decide',
    'kyc.read',
    'kyc.decide',
  ],
  // What the site shows: banners, CMS pages, promotions, the game catalogue, sites.
  content: ['banners.manage', 'pages.manage', 'promotions.manage', 'games.manage', 'sites.manage'],
  // Players (read, block), limits, flags, reports and the site rules (KYC, age, countries, four eyes).
  risk: ['players.read', 'players.block', 'limits.manage', 'flags.manage', 'reports.read', 'site_rules.manage'],
};

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

  // The site editor (content, admin); each site's rules (risk, admin) are shown in it read-only.
  'GET /sites': 'sites.manage',
  'POST /sites': 'sites.manage',
  'PUT /sites/:id': 'sites.manage',
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
