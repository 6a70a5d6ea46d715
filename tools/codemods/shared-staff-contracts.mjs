#!/usr/bin/env node
// Rewrites imports of the staff contracts that moved out of packages/shared/src/api/{staff,staff-catalogue,
// staff-content,staff-player,sites}.ts into their domains' files (wallet.ts, account.ts, messages.ts,
// contact.ts, kyc.ts, bonus.ts, games.ts, provider.ts, site.ts, content.ts, common.ts). Each
// `import { a, b } from '<...>/api/staff-xxx.ts'` (or `export { ... } from`, `import type`) becomes one
// import per destination, the path's folder kept. Re-runnable: an import already rewritten is left alone.
// Usage: node tools/codemods/shared-staff-contracts.mjs <dir or file>...
import fs from 'node:fs';
import path from 'node:path';

/** Old file -> new file -> the exports that moved there. Names of staff.ts not listed stay in staff.ts. */
const MOVES = {
  'staff.ts': {
    'wallet.ts': [
      'MAX_ADJUST_LIRA', 'staffAdjustRequest', 'StaffAdjustRequest', 'staffBalances', 'staffAdjustReply',
      'staffDepositItem', 'staffDeposit', 'staffDepositsReply', 'MONEY_SORTS', 'staffDepositsQuery',
      'WITHDRAWAL_FILTERS', 'staffWithdrawalsQuery', 'staffDepositReply', 'staffWithdrawalItem',
      'staffWithdrawal', 'staffWithdrawalsReply', 'staffWithdrawalReply', 'staffApproveReply',
      'staffApproveRequest',
    ],
    'common.ts': [
      'GRID_PAGE_SIZES', 'gridQuery', 'staffCsvReply', 'gridText', 'time', 'optionalTime',
      'staffDocumentReply',
    ],
    'account.ts': [
      'PLAYER_SORTS', 'staffPlayersQuery', 'staffPlayerItem', 'staffPlayersReply', 'staffPlayer',
      'staffPlayerReply', 'staffBlockRequest',
    ],
    'messages.ts': [
      'MESSAGE_STATUSES', 'MESSAGE_SORTS', 'staffMessagesQuery', 'staffMessageItem', 'staffMessagesReply',
      'staffMessageThreadReply', 'staffMessageReplyRequest', 'StaffMessageReplyInput',
      'staffMessageSentReply',
    ],
    'contact.ts': [
      'CALL_REQUEST_STATUSES', 'CALL_REQUEST_SORTS', 'staffCallRequestsQuery', 'AFFILIATE_STATUSES',
      'AFFILIATE_SORTS', 'staffAffiliatesQuery', 'CALL_REQUEST_DECISIONS', 'staffCallStatusRequest',
      'staffCallRequestItem', 'staffCallRequestsReply', 'staffCallRequestReply', 'staffAffiliateItem',
      'staffAffiliatesReply', 'staffAffiliateReply',
    ],
    'kyc.ts': [
      'staffKycItem', 'staffKycListReply', 'staffKycDecisionReply',
    ],
  },
  'staff-catalogue.ts': {
    'bonus.ts': [
      'promotionMessages', 'MAX_PROMOTION_LIRA', 'promotionForm', 'PromotionForm', 'newPromotionDefaults',
      'PROMOTION_FIELDS_BY_TYPE', 'PROMOTION_SORTS', 'PROMOTION_STATES', 'staffPromotionsQuery',
      'staffPromotion', 'StaffPromotion', 'staffPromotionsReply', 'staffPromotionReply',
      'staffPromotionRemovedReply', 'staffActiveRequest', 'staffOrderRequest',
    ],
    'games.ts': [
      'GAME_SORTS', 'gameMessages', 'staffGamesQuery', 'staffGame', 'StaffGame', 'staffGamesReply',
      'staffGameReply', 'staffGameRequest',
    ],
    'provider.ts': [
      'providerMessages', 'staffProviderCreateRequest', 'StaffProviderCreate', 'staffProvider',
      'StaffProvider', 'staffProvidersReply', 'staffProviderReply', 'staffProviderSecretReply',
      'providerIdParam',
    ],
    'site.ts': [
      'categoryMessages', 'categoryForm', 'CategoryForm', 'newCategoryDefaults', 'staffCategory',
      'StaffCategory', 'staffCategoriesReply', 'staffCategoryReply',
    ],
  },
  'staff-content.ts': {
    'content.ts': [
      'contentAdminMessages', 'BANNER_IMAGE_MAX_BYTES', 'siteParam', 'BANNER_IMAGE_PATH', 'BANNER_STATUSES',
      'BANNER_SORTS', 'staffBannersQuery', 'staffBannerRequest', 'StaffBannerRequest', 'staffBanner',
      'StaffBanner', 'staffBannersReply', 'staffBannerReply', 'staffBannerReorderRequest',
      'staffBannerImageReply', 'PAGE_SORTS', 'staffPagesQuery', 'PAGE_SLUG', 'PAGE_CONTENT_MAX',
      'staffPageRequest', 'StaffPageRequest', 'staffPage', 'StaffPage', 'staffPagesReply', 'staffPageReply',
      'staffPagesReorderRequest',
    ],
  },
  'staff-player.ts': {
    'account.ts': [
      'PLAYER_ACCOUNTS', 'LEDGER_SORTS', 'staffLedgerQuery', 'staffLedgerItem', 'staffLedgerReply',
      'DEPOSIT_STATUSES', 'PLAYER_DEPOSIT_SORTS', 'staffPlayerDepositsQuery', 'staffPlayerDeposit',
      'staffPlayerDepositsReply', 'WITHDRAWAL_STATUSES', 'PLAYER_WITHDRAWAL_SORTS',
      'staffPlayerWithdrawalsQuery', 'staffPlayerWithdrawal', 'staffPlayerWithdrawalsReply',
      'PLAYER_BONUS_SORTS', 'staffPlayerBonusesQuery', 'staffPlayerBonus', 'staffPlayerBonusesReply',
      'PLAYER_ROUND_SORTS', 'staffPlayerRoundsQuery', 'staffRoundFairness', 'staffPlayerRound',
      'staffPlayerRoundsReply', 'LOGIN_SORTS', 'staffPlayerLoginsQuery', 'staffPlayerLogin',
      'staffPlayerLoginsReply', 'PLAYER_MESSAGE_SORTS', 'staffPlayerMessagesQuery', 'staffPlayerMessage',
      'staffPlayerMessagesReply', 'PLAYER_KYC_SORTS', 'staffPlayerKycQuery', 'staffPlayerKyc',
      'staffPlayerKycReply', 'PLAYER_NOTE_SORTS', 'staffPlayerNotesQuery', 'staffPlayerNote',
      'staffPlayerNotesReply', 'noteMessages', 'staffNoteRequest', 'staffNoteReply',
      'staffPlayerMessageRequest',
    ],
  },
  'sites.ts': {
    'site.ts': [
      'sitesMessages', 'HEX_COLOR', 'DOMAIN', 'siteDomains', 'siteThemeColors', 'SiteThemeColors', 'LOGO_URL',
      'staffSiteRequest', 'StaffSiteRequest', 'staffSiteRulesRequest', 'StaffSiteRulesRequest',
      'staffSiteRules', 'StaffSiteRules', 'staffSite', 'StaffSite', 'staffSitesReply', 'staffSiteReply',
      'staffSiteRulesListReply', 'staffSiteRulesReply',
    ],
  },
};
const STAYS = { 'staff.ts': 'staff.ts' }; // the rest of staff.ts: staff accounts, login, enrolment, roles, audit

const destOf = (file, name) => {
  for (const [dest, names] of Object.entries(MOVES[file])) if (names.includes(name)) return dest;
  if (STAYS[file]) return STAYS[file];
  throw new Error(`${name} is not an export of ${file}`);
};

const OLD = Object.keys(MOVES).map((f) => f.replace('.ts', '').replace('-', '\\-')).join('|');
const IMPORT = new RegExp(String.raw`(^|\n)([ \t]*)(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])([^'"\n]*?)(${OLD})\.ts\6;?`, 'g');

/** One import or export statement, on one line up to 110 characters, else one name a line. */
function statement(indent, head, names, from) {
  const line = `${indent}${head} { ${names.join(', ')} } from ${from};`;
  if (line.length <= 110) return line;
  return `${indent}${head} {\n${names.map((n) => `${indent}  ${n},`).join('\n')}\n${indent}} from ${from};`;
}

function rewrite(text, filePath) {
  return text.replace(IMPORT, (all, lead, indent, kw, typeKw, list, q, dir, base) => {
    // Only the shared package's API folder: '@app/shared/api/', a path into packages/shared/src/api/, or
    // './' from inside that folder.
    const inApi = /(^|\/)shared\/(src\/)?api\/$/.test(dir) || (dir === './' && /packages\/shared\/src\/api\/[^/]+$/.test(filePath.replaceAll(path.sep, '/')));
    if (!inApi) return all;
    const groups = new Map();
    for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      const dest = destOf(`${base}.ts`, name);
      if (!groups.has(dest)) groups.set(dest, []);
      groups.get(dest).push(raw);
    }
    if (groups.size === 1 && groups.has(`${base}.ts`)) return all; // nothing of it moved
    const self = path.basename(filePath);
    const out = [];
    for (const [dest, names] of groups) {
      if (dir === './' && dest === self) continue; // now declared in the importing file itself
      out.push(statement(indent, `${kw}${typeKw ?? ''}`, names, `${q}${dir}${dest}${q}`));
    }
    return lead + out.join('\n');
  });
}

/** Merges imports of one module (`import { a } from 'x'; import { b } from 'x'`) into the first. */
function merge(text) {
  const first = new Map();
  const re = /(^|\n)import(\s+type)?\s*\{([^}]*)\}\s*from\s*'([^']+)';/g;
  for (const m of text.matchAll(re)) {
    const key = `${m[2] ? 'type ' : ''}${m[4]}`;
    if (!first.has(key)) first.set(key, { names: [], count: 0 });
    const entry = first.get(key);
    entry.count++;
    for (const n of m[3].split(',').map((x) => x.trim()).filter(Boolean)) if (!entry.names.includes(n)) entry.names.push(n);
  }
  const done = new Set();
  return text.replace(re, (all, lead, typeKw, list, mod) => {
    const key = `${typeKw ? 'type ' : ''}${mod}`;
    const entry = first.get(key);
    if (entry.count === 1) return all;
    if (done.has(key)) return '';
    done.add(key);
    return lead + statement('', `import${typeKw ?? ''}`, entry.names, `'${mod}'`);
  });
}

function walk(p, out) {
  const st = fs.statSync(p);
  if (st.isDirectory()) {
    for (const e of fs.readdirSync(p)) if (!['node_modules', 'dist', '.git', 'test-results', 'playwright-report'].includes(e)) walk(path.join(p, e), out);
  } else if (/\.(ts|tsx|mts|mjs|js)$/.test(p) && !p.endsWith('shared-staff-contracts.mjs')) out.push(p);
}

const files = [];
for (const arg of process.argv.slice(2)) if (fs.existsSync(arg)) walk(arg, files);
let changed = 0;
for (const f of files) {
  const before = fs.readFileSync(f, 'utf8');
  const after = merge(rewrite(before, path.resolve(f)));
  if (after !== before) {
    fs.writeFileSync(f, after);
    changed++;
    console.log(`rewrote ${f}`);
  }
}
console.log(`${changed} file(s) rewritten`);
