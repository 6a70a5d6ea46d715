import { describe, expect, it } from 'vitest';
import { sitesMessages } from '@app/shared/api/site.ts';
import { staffMessages } from '@app/shared/api/staff.ts';
import { call, staffJars, useTestContext, type CookieJar } from '../../test/harness.ts';
import { NO_COUNTRY, strictestRules } from './site.service.ts';
import type { StartingRules } from './site.queries.ts';

/**
 * A new site and a site's domains are site rules (issue 26 point 2; docs/decisions/0024): the attack
 * was a content user creating a site with no rules and moving the live domain onto it, so that the
 * country rule, the minimum age and KYC before play stopped applying there.
 */
let admin: CookieJar, content: CookieJar, risk: CookieJar;
const t = useTestContext({ demo: false }, async (ctx) => {
  [admin, content, risk] = await staffJars(ctx, 'admin', 'content', 'risk');
});

const editor = (domains: string[] | undefined, name = 'Yeni') => ({
  name, title: name, domains, email: '', whatsapp: '', telegram: '', support_phone: '', logo_url: null,
  colors: { primary: '#7e22ce', secondary: '#0b0b12', accent: '#c4b5fd', buttonHover: '#9333ea', headerFrom: '#3b0764', headerTo: '#0b0b12' },
  custom_css: '', licence_text: '', licence_number: '',
});
const siteOf = async (host: string) => (await call(t.app, 'GET', '/api/site_info.php', { headers: { host } })).json().id as number;
const defaultId = async () => (await t.db.query<{ id: number }>(`select id from sites where is_default`))[0]!.id;

describe('a new site and a site’s domains (site_rules.manage)', () => {
  it('refuses the attack: content cannot create a site nor move the live domain onto another site', async () => {
    const live = await defaultId();
    const sites = await t.db.query(`select id from sites order by id`);
    const made = await call(t.app, 'POST', '/api/admin/sites', { jar: content, body: editor(['bos.example']) });
    expect([made.status, made.json().message]).toEqual([403, staffMessages.forbidden]);
    expect(await t.db.query(`select id from sites order by id`)).toEqual(sites);

    // A site risk made, then content tries to move the live domain (localhost) onto it, by either route.
    const other = (await call(t.app, 'POST', '/api/admin/sites', { jar: risk, body: editor(['diger.example'], 'Diğer') })).json().site.id as number;
    const moved = await call(t.app, 'PUT', `/api/admin/sites/${other}`, { jar: content, body: editor(['diger.example', 'localhost'], 'Diğer') });
    expect([moved.status, moved.json().message]).toEqual([403, sitesMessages.domainsAreRules]);
    const emptied = await call(t.app, 'PUT', `/api/admin/sites/${live}`, { jar: content, body: editor(['baska.example'], 'Lale') });
    expect([emptied.status, emptied.json().message]).toEqual([403, sitesMessages.domainsAreRules]);
    expect((await call(t.app, 'PUT', `/api/admin/sites/${other}/domains`, { jar: content, body: { domains: ['localhost'] } })).status).toBe(403);
    expect(await siteOf('localhost')).toBe(live);
    expect(await t.db.query(`select domain from site_domains where site_id = $1`, [other])).toEqual([{ domain: 'diger.example' }]);

    // Content still edits the site's other fields, with its domains as they are (or left out).
    const edited = await call(t.app, 'PUT', `/api/admin/sites/${other}`, { jar: content, body: editor(['diger.example'], 'Diğer Site') });
    expect([edited.status, edited.json().site.name]).toEqual([200, 'Diğer Site']);
    expect((await call(t.app, 'PUT', `/api/admin/sites/${other}`, { jar: content, body: editor(undefined, 'Diğer') })).status).toBe(200);

    // Risk moves a domain, audited.
    const ok = await call(t.app, 'PUT', `/api/admin/sites/${other}/domains`, { jar: risk, body: { domains: ['diger.example', 'www.diger.example'] } });
    expect([ok.status, ok.json().site.domains]).toEqual([200, ['diger.example', 'www.diger.example']]);
    expect(await siteOf('www.diger.example')).toBe(other);
    const taken = await call(t.app, 'PUT', `/api/admin/sites/${other}/domains`, { jar: risk, body: { domains: ['localhost'] } });
    expect([taken.status, taken.json().message]).toEqual([409, `${sitesMessages.domainTaken}: localhost`]);
  });

  it('starts a new site with the strictest rules of the installation', async () => {
    const live = await defaultId();
    const rules = (id: number, body: object) => call(t.app, 'PUT', `/api/admin/sites/${id}/rules`, { jar: admin, body });
    expect((await rules(live, { kyc_before_play: true, min_age: 21, allowed_countries: ['TR', 'CY'], four_eyes_threshold: 20_000, cashback_percent: 5, promo_max_amount: 3000 })).status).toBe(200);
    const second = (await call(t.app, 'POST', '/api/admin/sites', { jar: admin, body: editor(['ikinci.example'], 'İkinci') })).json().site.id as number;
    expect((await rules(second, { withdrawal_requires_kyc: true, min_age: 19, allowed_countries: ['TR', 'DE'], four_eyes_threshold: 30_000, cashback_percent: 10, promo_max_percent: 50 })).status).toBe(200);

    const made = await call(t.app, 'POST', '/api/admin/sites', { jar: risk, body: editor(['ucuncu.example'], 'Üçüncü') });
    expect(made.status, JSON.stringify(made.json())).toBe(200);
    expect(made.json().site.rules).toMatchObject({
      withdrawal_requires_kyc: true,
      withdrawal_requires_kyc_setting: true,
      kyc_before_play: true,
      min_age: 21,
      allowed_countries: ['TR'],
      four_eyes_threshold: 20_000,
      cashback_percent: 5,
      promo_max_amount: 3000,
      promo_max_percent: 50,
    });
  });
});

describe('strictestRules', () => {
  const site = (o: Partial<StartingRules> = {}): StartingRules => ({
    withdrawal_requires_kyc: null, kyc_before_play: false, min_age: 18, allowed_countries: [], four_eyes_threshold: null, adjustment_cap: 100_000n,
    cashback_percent: 10, cashback_rollover: 1, bonus_offer_hours: 24, promo_max_amount: 500_000n, promo_max_percent: 100, promo_max_bonus: 500_000n,
    aml_threshold: 5_000_000n, aml_shared_accounts: 3, ...o,
  });

  it('serves no country when the lists share none, every country only when no site has a list', () => {
    expect(strictestRules([site({ allowed_countries: ['TR'] }), site({ allowed_countries: ['DE'] })], false).allowed_countries).toEqual([NO_COUNTRY]);
    expect(strictestRules([site({ allowed_countries: ['TR'] }), site()], false).allowed_countries).toEqual(['TR']);
    expect(strictestRules([site(), site()], false).allowed_countries).toEqual([]);
  });

  it('takes the installation’s KYC default, the highest rollover, the lowest hours, caps and thresholds', () => {
    const r = strictestRules([site({ cashback_rollover: 3, bonus_offer_hours: 6, promo_max_bonus: 1000n, aml_shared_accounts: 2 }), site({ four_eyes_threshold: 0n, aml_threshold: 100_000n, adjustment_cap: 20_000n })], true);
    expect(r).toMatchObject({ withdrawal_requires_kyc: true, cashback_rollover: 3, bonus_offer_hours: 6, promo_max_bonus: 1000n, four_eyes_threshold: 0n, adjustment_cap: 20_000n, aml_threshold: 100_000n, aml_shared_accounts: 2 });
    expect(strictestRules([site()], false).withdrawal_requires_kyc).toBeNull();
  });
});
