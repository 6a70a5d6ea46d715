import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './config.ts';

describe('production runs built JavaScript without development tools', () => {
  it('keeps tsx and pino-pretty out of the production dependencies and starts dist/main.js with node', async () => {
    const pkg = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies)).not.toContain('tsx');
    expect(Object.keys(pkg.dependencies)).not.toContain('pino-pretty');
    expect(pkg.scripts.start).toMatch(/^node .*dist\/main\.js$/);
  });

  it('builds one ES module with the workspace packages inside and the migrations beside it', async () => {
    await promisify(execFile)(process.execPath, [path.join(serverRoot, 'build.mjs')]);
    const bundle = await readFile(path.join(serverRoot, 'dist/main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']@app\//);
    expect(bundle).not.toMatch(/from ["']tsx/);
    expect(bundle).toContain('CONTENT_SECURITY_POLICY');
    const migration = await readFile(path.join(serverRoot, 'dist/migrations/001.do.foundation.sql'), 'utf8');
    expect(migration).toContain('create table');
    // The rule files the migrations re-apply travel with it (a bundle without them cannot start).
    for (const rules of ['wallet/ledger_post.sql', 'provider/provider_calls.sql']) {
      const copy = await readFile(path.join(serverRoot, 'dist/modules', rules), 'utf8');
      expect(copy).toBe(await readFile(path.join(serverRoot, 'src/modules', rules), 'utf8'));
    }
  }, 60_000);
});
