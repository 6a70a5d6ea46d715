import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of tools/lint/boundaries.js, shown to fire: each case lints a fixture (a few lines
 * of code placed, for the linter, at a path inside the tree) that breaks one rule, next to one that
 * keeps it. The imported files are real, so the resolver sees what it sees in the tree.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const S = 'apps/server/src';
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
    rule: 'the web app imports game code only as types',
    file: 'apps/web/src/play/fixture.ts',
    breaks: "import { createSlot } from '@app/games/slots/engine.ts';\nexport const f = createSlot;\n",
    keeps: "import type { SlotRound } from '@app/games/slots/types.ts';\nexport type F = SlotRound;\n",
  },
];

describe('layer boundaries (eslint)', () => {
  it.each(cases)('$rule', async ({ file, breaks, keeps }) => {
    expect(await boundaryErrors(file, breaks)).toHaveLength(1);
    expect(await boundaryErrors(file, keeps)).toEqual([]);
  });
});
