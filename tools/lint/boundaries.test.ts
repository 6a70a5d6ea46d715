import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of tools/lint/boundaries.js (and the cycle rule of tools/lint/cycles.js), shown to
 * fire: each case lints a fixture (a few lines of code placed, for the linter, at a path inside the
 * tree) that breaks one rule, next to one that keeps it. The imported files are real, so the
 * resolver sees what it sees in the tree; for back office folders the tree does not hold, they are
 * files under tools/lint/fixtures whose paths end like those folders.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleErrors(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const S = 'apps/server/src';
const BO = 'apps/web/src/backoffice';
/** The import path, from `file`, of a back office fixture (`tools/lint/fixtures/apps/web/src/backoffice/<to>`). */
const fixture = (file: string, to: string) =>
  path.posix.relative(path.posix.dirname(file), `tools/lint/fixtures/${BO}/${to}`);
const BO_FEATURE = `${BO}/features/players/fixture.ts`;
const BO_UI = `${BO}/ui/fixture.ts`;
const BO_APP = `${BO}/app/fixture.ts`;
const AFF = 'apps/web/src/affiliate';

const cases: { rule: string; file: string; breaks: string; keeps: string }[] = [
  {
    rule: 'lib does not import the database layer',
    file: `${S}/lib/fixture.ts`,
    breaks: "import { inTransaction } from '../db/transactions.ts';\nexport const f = inTransaction;\n",
    keeps: "import { sha256Hex } from './crypto.ts';\nexport const f = sha256Hex;\n",
  },
  {
    rule: 'db does not import a module',
    file: `${S}/db/fixture.ts`,
    breaks: "import { reconcile } from '../modules/wallet/ledger.ts';\nexport const f = reconcile;\n",
    keeps: "import { inTransaction } from './transactions.ts';\nexport const f = inTransaction;\n",
  },
  {
    rule: 'plugins do not import a module',
    file: `${S}/plugins/fixture.ts`,
    breaks: "import { reconcile } from '../modules/wallet/ledger.ts';\nexport const f = reconcile;\n",
    keeps: "import { sha256Hex } from '../lib/crypto.ts';\nexport const f = sha256Hex;\n",
  },
  {
    rule: 'a module does not import the start-up above it',
    file: `${S}/modules/games/fixture.ts`,
    breaks: "import { startUp } from '../../bootstrap/bootstrap.ts';\nexport const f = startUp;\n",
    keeps: "import { sha256Hex } from '../../lib/crypto.ts';\nexport const f = sha256Hex;\n",
  },
  {
    rule: 'a plugin does not import the app',
    file: `${S}/plugins/fixture.ts`,
    breaks: "import { buildApp } from '../app.ts';\nexport const f = buildApp;\n",
    keeps: "import type { Config } from '../config.ts';\nexport type F = Config;\n",
  },
  {
    rule: "a module reaches another module only through that module's service",
    file: `${S}/modules/games/fixture.ts`,
    breaks: "import * as q from '../wallet/wallet.queries.ts';\nexport const f = q;\n",
    keeps: "import * as wallet from '../wallet/wallet.service.ts';\nexport const f = wallet;\n",
  },
  {
    rule: 'a feature does not import another feature',
    file: 'apps/web/src/features/home/components/fixture.tsx',
    breaks: "import { SlotTile } from '../../slots/components/slot-tile.tsx';\nexport const f = SlotTile;\n",
    keeps: "import { ApiError } from '../../../lib/api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: 'the web app does not import server code',
    file: 'apps/web/src/lib/fixture.ts',
    breaks: "import { sha256Hex } from '../../../server/src/lib/crypto.ts';\nexport const f = sha256Hex;\n",
    keeps: "import { ApiError } from './api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: "the web app does not import the server's own files (its config)",
    file: 'apps/web/src/lib/fixture.ts',
    breaks: "import { loadConfig } from '../../../server/src/config.ts';\nexport const f = loadConfig;\n",
    keeps: "import { ApiError } from './api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: 'the web app imports game code only as types',
    file: 'apps/web/src/play/fixture.ts',
    breaks: "import { createSlot } from '@app/games/slots/engine.ts';\nexport const f = createSlot;\n",
    keeps: "import type { SlotRound } from '@app/games/slots/types.ts';\nexport type F = SlotRound;\n",
  },
  {
    rule: "the web app runs Zeplin's published maths and verifier, and no other game code",
    file: 'apps/web/src/features/fairness/lib/fixture.ts',
    breaks: "import { crashPoint } from '@app/games/crash/chain.ts';\nexport const f = crashPoint;\n",
    keeps: "import { crashPointFromHmac } from '@app/games/crash/crash.ts';\nimport { walkChain } from '@app/games/crash/verify-web.ts';\nexport const f = [crashPointFromHmac, walkChain];\n",
  },
  // The three web bundles and the shared web layer.
  {
    rule: 'the player site does not import the game client',
    file: 'apps/web/src/app/fixture.ts',
    breaks: "import { playTexts } from '@/play/texts.ts';\nexport const f = playTexts;\n",
    keeps: "import { ApiError } from '@/lib/api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: "the player site's entry does not import the back office",
    file: 'apps/web/src/main.tsx',
    breaks: "import '@/backoffice/app/main.tsx';\n",
    keeps: "import '@/app/app.tsx';\n",
  },
  {
    rule: 'a player site feature does not import the back office',
    file: 'apps/web/src/features/home/components/fixture.tsx',
    breaks: "import '@/backoffice/app/main.tsx';\n",
    keeps: "import '@/components/ui/spinner.tsx';\n",
  },
  {
    rule: 'the game client does not import the player site',
    file: 'apps/web/src/play/fixture.ts',
    breaks: "import { AppProviders } from '@/app/providers.tsx';\nexport const f = AppProviders;\n",
    keeps: "import { ApiError } from '@/lib/api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: 'the game client does not import a player site feature',
    file: 'apps/web/src/play/fixture.ts',
    breaks:
      "import { SlotTile } from '@/features/slots/components/slot-tile.tsx';\nexport const f = SlotTile;\n",
    keeps: "import { playTexts } from './texts.ts';\nexport const f = playTexts;\n",
  },
  {
    rule: 'the game client does not import the back office',
    file: 'apps/web/src/play/fixture.ts',
    breaks: "import '@/backoffice/app/main.tsx';\n",
    keeps: "import '@/components/ui/spinner.tsx';\n",
  },
  {
    rule: 'the back office does not import the player site',
    file: `${BO}/fixture.ts`,
    breaks: "import { AppProviders } from '@/app/providers.tsx';\nexport const f = AppProviders;\n",
    keeps: "import { ApiError } from '@/lib/api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: 'the back office does not import the game client',
    file: `${BO}/fixture.ts`,
    breaks: "import { playTexts } from '@/play/texts.ts';\nexport const f = playTexts;\n",
    keeps: "import '@/components/ui/spinner.tsx';\n",
  },
  {
    rule: 'the shared web layer does not import a bundle',
    file: 'apps/web/src/lib/fixture.ts',
    breaks: "import { playTexts } from '@/play/texts.ts';\nexport const f = playTexts;\n",
    keeps: "import { ApiError } from './api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: 'the shared web layer does not import the player site',
    file: 'apps/web/src/components/fixture.tsx',
    breaks: "import { AppProviders } from '@/app/providers.tsx';\nexport const f = AppProviders;\n",
    keeps: "import '@/components/ui/spinner.tsx';\n",
  },
  {
    rule: 'the shared web layer does not import a feature',
    file: 'apps/web/src/hooks/fixture.ts',
    breaks:
      "import { SlotTile } from '@/features/slots/components/slot-tile.tsx';\nexport const f = SlotTile;\n",
    keeps: "import { ApiError } from '@/lib/api-client.ts';\nexport const f = ApiError;\n",
  },
  // Each account part is a feature.
  {
    rule: 'an account part does not import another account part',
    file: 'apps/web/src/features/account/wallet/components/fixture.tsx',
    breaks: "import { bonusTexts } from '../../bonuses/texts.ts';\nexport const f = bonusTexts;\n",
    keeps: "import { walletTexts } from '../texts.ts';\nexport const f = walletTexts;\n",
  },
  {
    rule: 'a feature does not import an account part',
    file: 'apps/web/src/features/home/components/fixture.tsx',
    breaks:
      "import { bonusTexts } from '@/features/account/bonuses/texts.ts';\nexport const f = bonusTexts;\n",
    keeps: "import { ApiError } from '@/lib/api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: 'an account part does not import another feature',
    file: 'apps/web/src/features/account/bonuses/components/fixture.tsx',
    breaks:
      "import { SlotTile } from '@/features/slots/components/slot-tile.tsx';\nexport const f = SlotTile;\n",
    keeps: "import { bonusTexts } from '../texts.ts';\nexport const f = bonusTexts;\n",
  },
  // The back office: app, ui, features.
  {
    rule: 'a back office feature does not import another back office feature',
    file: BO_FEATURE,
    breaks: `import { promotionsPage } from '${fixture(BO_FEATURE, 'features/promotions/promotions-page.ts')}';\nexport const f = promotionsPage;\n`,
    keeps: `import { playersPage } from '${fixture(BO_FEATURE, 'features/players/players-page.ts')}';\nimport { dataGrid } from '${fixture(BO_FEATURE, 'ui/data-grid.ts')}';\nimport { ApiError } from '@/lib/api-client.ts';\nexport const f = [playersPage, dataGrid, ApiError];\n`,
  },
  {
    rule: 'a back office feature does not import the back office app',
    file: BO_FEATURE,
    breaks: `import { nav } from '${fixture(BO_FEATURE, 'app/nav.ts')}';\nexport const f = nav;\n`,
    keeps: `import { dataGrid } from '${fixture(BO_FEATURE, 'ui/data-grid.ts')}';\nexport const f = dataGrid;\n`,
  },
  {
    rule: 'a back office feature does not import the rest of the back office',
    file: BO_FEATURE,
    breaks: `import { root } from '${fixture(BO_FEATURE, 'root.ts')}';\nexport const f = root;\n`,
    keeps: "import '@/components/ui/spinner.tsx';\n",
  },
  {
    rule: "the back office's ui does not import a back office feature",
    file: BO_UI,
    breaks: `import { playersPage } from '${fixture(BO_UI, 'features/players/players-page.ts')}';\nexport const f = playersPage;\n`,
    keeps: `import { dataGrid } from '${fixture(BO_UI, 'ui/data-grid.ts')}';\nimport { ApiError } from '@/lib/api-client.ts';\nexport const f = [dataGrid, ApiError];\n`,
  },
  {
    rule: 'the back office app composes back office features, not player site features',
    file: BO_APP,
    breaks:
      "import { SlotTile } from '@/features/slots/components/slot-tile.tsx';\nexport const f = SlotTile;\n",
    keeps: `import { playersPage } from '${fixture(BO_APP, 'features/players/players-page.ts')}';\nimport { dataGrid } from '${fixture(BO_APP, 'ui/data-grid.ts')}';\nexport const f = [playersPage, dataGrid];\n`,
  },
  // bench and e2e.
  // The affiliates' portal: its own bundle on the back office's ui, laid out as the back office.
  {
    rule: "the affiliates' portal uses the back office's ui, not a back office feature",
    file: `${AFF}/features/links/fixture.ts`,
    breaks: "import { reportsTexts } from '@/backoffice/features/reports/texts.ts';\nexport const f = reportsTexts;\n",
    keeps: "import { money } from '@/backoffice/ui/format.ts';\nimport { affTexts } from '@/affiliate/ui/texts.ts';\nexport const f = [money, affTexts];\n",
  },
  {
    rule: "the affiliates' portal does not import the back office app",
    file: `${AFF}/app/fixture.ts`,
    breaks: "import { NAV_ITEMS } from '@/backoffice/app/nav.ts';\nexport const f = NAV_ITEMS;\n",
    keeps: "import { linksTexts } from '@/affiliate/features/links/texts.ts';\nimport { Field } from '@/backoffice/ui/form-field.tsx';\nexport const f = [linksTexts, Field];\n",
  },
  {
    rule: "the affiliates' portal does not import the player site",
    file: `${AFF}/app/fixture.ts`,
    breaks: "import { affiliateTexts } from '@/features/affiliate/texts.ts';\nexport const f = affiliateTexts;\n",
    keeps: "import { ApiError } from '@/lib/api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: "the back office does not import the affiliates' portal",
    file: BO_FEATURE,
    breaks: "import { affTexts } from '@/affiliate/ui/texts.ts';\nexport const f = affTexts;\n",
    keeps: "import { money } from '@/backoffice/ui/format.ts';\nexport const f = money;\n",
  },
  {
    rule: "the player site does not import the affiliates' portal",
    file: 'apps/web/src/features/affiliate/fixture.ts',
    breaks: "import { affTexts } from '@/affiliate/ui/texts.ts';\nexport const f = affTexts;\n",
    keeps: "import { affiliateTexts } from './texts.ts';\nexport const f = affiliateTexts;\n",
  },
  {
    rule: "the shared web layer does not import the affiliates' portal",
    file: 'apps/web/src/lib/fixture.ts',
    breaks: "import { affTexts } from '@/affiliate/ui/texts.ts';\nexport const f = affTexts;\n",
    keeps: "import { ApiError } from './api-client.ts';\nexport const f = ApiError;\n",
  },
  {
    rule: 'a portal feature does not import another portal feature',
    file: `${AFF}/features/links/fixture.ts`,
    breaks: "import { reportsTexts } from '@/affiliate/features/reports/texts.ts';\nexport const f = reportsTexts;\n",
    keeps: "import { linksTexts } from '../texts.ts';\nexport const f = linksTexts;\n",
  },
  {
    rule: "a portal feature does not import the portal's app",
    file: `${AFF}/features/links/fixture.ts`,
    breaks: "import { appTexts } from '@/affiliate/app/texts.ts';\nexport const f = appTexts;\n",
    keeps: "import { affiliateKeys } from '@/affiliate/ui/api.ts';\nexport const f = affiliateKeys;\n",
  },
  {
    rule: "the portal's ui does not import a portal feature",
    file: `${AFF}/ui/fixture.ts`,
    breaks: "import { linksTexts } from '@/affiliate/features/links/texts.ts';\nexport const f = linksTexts;\n",
    keeps: "import { affTexts } from './texts.ts';\nimport { money } from '@/backoffice/ui/format.ts';\nexport const f = [affTexts, money];\n",
  },
  {
    rule: 'bench does not import web code',
    file: 'bench/fixture.ts',
    breaks: "import { ApiError } from '../apps/web/src/lib/api-client.ts';\nexport const f = ApiError;\n",
    keeps: "import { sha256Hex } from '../apps/server/src/lib/crypto.ts';\nexport const f = sha256Hex;\n",
  },
  {
    rule: 'e2e does not import server code',
    file: 'e2e/fixture.ts',
    breaks: "import { sha256Hex } from '../apps/server/src/lib/crypto.ts';\nexport const f = sha256Hex;\n",
    keeps:
      "import { responsibleMessages } from '../packages/shared/src/api/responsible.ts';\nexport const f = responsibleMessages;\n",
  },
  {
    rule: "e2e does not import the server's own files (its config)",
    file: 'e2e/fixture.ts',
    breaks: "import { loadConfig } from '../apps/server/src/config.ts';\nexport const f = loadConfig;\n",
    keeps: "import { E2E_PORT } from '../playwright.config.ts';\nexport const f = E2E_PORT;\n",
  },
  {
    rule: 'e2e does not import web code',
    file: 'e2e/fixture.ts',
    breaks: "import { ApiError } from '../apps/web/src/lib/api-client.ts';\nexport const f = ApiError;\n",
    keeps: "import { E2E_ADMIN } from '../playwright.config.ts';\nexport const f = E2E_ADMIN;\n",
  },
];

describe('layer boundaries (eslint)', () => {
  it.each(cases)('$rule', async ({ file, breaks, keeps }) => {
    expect(await ruleErrors(file, breaks, 'boundaries/dependencies')).toHaveLength(1);
    expect(await ruleErrors(file, keeps, 'boundaries/dependencies')).toEqual([]);
  });
});

/**
 * Import cycles: a fixture put in place of a real file imports a file that imports that file back.
 * Type-only imports are erased at build and make no cycle.
 */
const cycles: { where: string; file: string; breaks: string; keeps: string }[] = [
  {
    where: 'the web app (through the `@/` alias)',
    file: 'apps/web/src/lib/api-client.ts',
    breaks: "import { errorText } from '@/lib/error-text.ts';\nexport const f = errorText;\n",
    keeps: "import type { errorText } from '@/lib/error-text.ts';\nexport type F = typeof errorText;\n",
  },
  {
    where: 'a workspace package (through its package name)',
    file: 'packages/shared/src/money.ts',
    breaks:
      "import { MIN_DEPOSIT_LIRA } from '@app/shared/api/wallet.ts';\nexport const f = MIN_DEPOSIT_LIRA;\n",
    keeps:
      "import type { MIN_DEPOSIT_LIRA } from '@app/shared/api/wallet.ts';\nexport type F = typeof MIN_DEPOSIT_LIRA;\n",
  },
  {
    where: 'bench',
    file: 'bench/lib.ts',
    breaks: "import './ledger.ts';\n",
    keeps: "import { sha256Hex } from '../apps/server/src/lib/crypto.ts';\nexport const f = sha256Hex;\n",
  },
  {
    where: 'e2e',
    file: 'e2e/helpers.ts',
    breaks: "import { signIn } from './backoffice-kit.ts';\nexport const f = signIn;\n",
    keeps: "import { E2E_ADMIN } from '../playwright.config.ts';\nexport const f = E2E_ADMIN;\n",
  },
];

describe('import cycles (eslint)', () => {
  it.each(cycles)('no cycle in $where', async ({ file, breaks, keeps }) => {
    expect(await ruleErrors(file, breaks, 'import-x/no-cycle')).toHaveLength(1);
    expect(await ruleErrors(file, keeps, 'import-x/no-cycle')).toEqual([]);
  });
});

/** bench and e2e are TypeScript like the apps: the same rules hold there. */
describe('bench and e2e under the TypeScript rules', () => {
  it.each(['bench/fixture.ts', 'e2e/fixture.ts'])('%s', async (file) => {
    const code = "import { Page } from '@playwright/test';\nexport type F = Page;\n";
    expect(await ruleErrors(file, code, '@typescript-eslint/consistent-type-imports')).toHaveLength(1);
  });
});
