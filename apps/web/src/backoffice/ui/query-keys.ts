/**
 * The back office's one query-key factory: every cached call's key comes from here and starts with
 * 'backoffice' (query-client.ts clears everything but `me` at a 401, the shell at logout).
 */
export const backofficeKeys = {
  me: ['backoffice', 'me'] as const,
  counts: ['backoffice', 'counts'] as const,
  /** Every page of every grid (see data-grid.tsx). */
  grids: ['backoffice', 'grid'] as const,
  /** Every page of one grid (its DataGrid id), to refresh after a decision. */
  grid: (id: string) => ['backoffice', 'grid', id] as const,
  kyc: ['backoffice', 'kyc'] as const,
  dashboard: ['backoffice', 'reports', 'dashboard'] as const,
  report: ['backoffice', 'reports', 'daily'] as const,
  player: (id: number) => ['backoffice', 'player', id] as const,
  messageThread: (id: number) => ['backoffice', 'message', id] as const,
  sites: ['backoffice', 'sites'] as const,
  siteRules: ['backoffice', 'site-rules'] as const,
  providers: ['backoffice', 'catalogue', 'providers'] as const,
  houseSlots: ['backoffice', 'catalogue', 'house-slots'] as const,
  categories: (siteId: number) => ['backoffice', 'catalogue', 'categories', siteId] as const,
  amlReport: ['backoffice', 'aml', 'report'] as const,
  amlSettings: ['backoffice', 'aml', 'settings'] as const,
  /** Every banner group's order list (banner-order.tsx). */
  bannerGroups: ['backoffice', 'banner-group'] as const,
  bannerGroup: (site: string, group: string) => ['backoffice', 'banner-group', site, group] as const,
};
