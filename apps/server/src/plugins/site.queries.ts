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
  logo_url: string | null;
  licence_text: string;
  licence_number: string;
  kyc_before_play: boolean;
  min_age: number;
  /** ISO 3166-1 alpha-2 codes; empty: every country. */
  allowed_countries: string[];
}

const SITE_COLUMNS = `s.id, s.name, s.title, s.domain, s.is_default, s.whatsapp, s.telegram, s.email, s.support_phone, s.colors,
  s.custom_css, s.cashback_percent, s.logo_url, s.licence_text, s.licence_number, s.kyc_before_play, s.min_age, s.allowed_countries`;

/** The site one of whose domains (migration 024: site_domains, each unique) is the host. */
export function siteByDomain(db: Queryable, domain: string) {
  return maybeOne<SiteRow>(db, `select ${SITE_COLUMNS} from site_domains d join sites s on s.id = d.site_id where d.domain = $1`, [domain]);
}

export function defaultSite(db: Queryable) {
  return maybeOne<SiteRow>(db, `select ${SITE_COLUMNS} from sites s where s.is_default`);
}
