import type { Queryable } from '../db/client.ts';
import { maybeOne } from '../db/client.ts';

/**
 * The site lookup of the site-resolution plugin (every /api request): it runs before any module, so
 * its SQL lives with it, not in the site module (which reads the rest of the site's content).
 */
export interface SiteColors {
  primary: string;
  secondary: string;
  accent: string;
  headerGradient: string;
  buttonHover: string;
}

export interface SiteRow {
  id: number;
  name: string;
  title: string;
  domain: string;
  is_default: boolean;
  whatsapp: string;
  telegram: string;
  email: string;
  support_phone: string;
  colors: Partial<SiteColors>;
  custom_css: string;
  cashback_percent: number;
}

const SITE_COLUMNS = `id, name, title, domain, is_default, whatsapp, telegram, email, support_phone, colors, custom_css, cashback_percent`;

export function siteByDomain(db: Queryable, domain: string) {
  return maybeOne<SiteRow>(db, `select ${SITE_COLUMNS} from sites where domain = $1`, [domain]);
}

export function defaultSite(db: Queryable) {
  return maybeOne<SiteRow>(db, `select ${SITE_COLUMNS} from sites where is_default`);
}
