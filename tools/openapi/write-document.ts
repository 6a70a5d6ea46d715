import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';

/**
 * Writes the API's OpenAPI document (both scopes: the site and the provider wallet API) as the app
 * builds it from its route schemas, without a server or a migrated database: routes are only
 * registered, never called. Usage: tsx tools/openapi/write-document.ts <out.json>
 */
const out = process.argv[2] ?? 'openapi.json';
const dataDir = await mkdtemp(path.join(tmpdir(), 'casino-openapi-'));
const db = await openPglite(undefined);
try {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({ config, db });
  await app.ready();
  await writeFile(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`OpenAPI document written to ${out}`);
