/**
 * Every TanStack Query key of the app, one factory per domain: a screen reads with these keys, and
 * whatever changes data (a mutation, the shell's events poller, the header balance poll) invalidates
 * them; no window events. `all` is a domain's prefix: invalidating it reloads each of its queries.
 */
export const siteKeys = {
  info: ['site-info'] as const,
  css: ['site-css'] as const,
  footerPages: ['footer-pages'] as const,
  banners: (page: string, device: string, position: string) => ['banners', page, device, position] as const,
  cmsPage: (slug: string) => ['cms-page', slug] as const,
  homepage: ['homepage'] as const,
};

export const sessionKeys = { all: ['session'] as const };

export const balanceKeys = { all: ['balance'] as const };

export const promotionKeys = { all: ['promotions'] as const };

/**
 * `pending` (the deposit's bonus offer) stands apart from `all`: the choice layer polls it on its
 * own clock, and an invalidation of the bonus data must not ask it while the offer is on screen.
 */
export const bonusKeys = {
  pending: ['bonus-pending'] as const,
  all: ['bonus'] as const,
  active: ['bonus', 'active'] as const,
  history: ['bonus', 'history'] as const,
  cashback: ['bonus', 'cashback'] as const,
};

export const gameKeys = {
  slots: ['slot-games'] as const,
  live: ['live-games'] as const,
};

export const walletKeys = {
  all: ['wallet'] as const,
  session: ['wallet', 'session'] as const,
  transactions: ['wallet', 'transactions'] as const,
  bankAccounts: ['wallet', 'bank-accounts'] as const,
};

export const historyKeys = {
  all: ['transaction-history'] as const,
  list: (type: string, page: number, from: string, to: string) =>
    ['transaction-history', type, page, from, to] as const,
  gameDetail: (ref: string, provider: string) => ['game-detail', ref, provider] as const,
};

export const profileKeys = { all: ['profile'] as const };

export const messageKeys = {
  all: ['messages'] as const,
  page: (page: number) => ['messages', page] as const,
};

export const contactKeys = { callRequests: ['call-requests'] as const };

/** What a wallet or bonus event (deposit or withdrawal status, bonus credit) makes stale. */
export const moneyChangeKeys = [balanceKeys.all, walletKeys.all, historyKeys.all, bonusKeys.all] as const;

/** The responsible-gaming settings (limits, reality check, exclusion) and the activity statement. */
export const responsibleKeys = {
  all: ['responsible-gaming'] as const,
  statement: (from: string, to: string) => ['statement', from, to] as const,
};
