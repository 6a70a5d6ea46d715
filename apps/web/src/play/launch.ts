import type { PlayMode } from '@/lib/game-types.ts';

export interface Launch {
  slug: string;
  token: string;
  mode: PlayMode;
}

/**
 * The launch URL is /play/<game-slug>?token=...&mode=real|demo (the server serves play.html for
 * every /play/* path). The Vite dev server has /play.html?slug=...&token=... instead.
 */
export function parseLaunch(loc: Pick<Location, 'pathname' | 'search'>): Launch {
  const params = new URLSearchParams(loc.search);
  const fromPath = /^\/play\/([^/]+)/.exec(loc.pathname)?.[1];
  const slug = decodeURIComponent(fromPath ?? params.get('slug') ?? params.get('game') ?? '');
  return {
    slug,
    token: params.get('token') ?? '',
    mode: params.get('mode') === 'real' ? 'real' : 'demo',
  };
}
