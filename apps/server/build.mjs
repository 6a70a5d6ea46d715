// Builds the server for production: one ES module, dist/main.js, with our own workspace packages
// (TypeScript sources) bundled in and every npm dependency left to node_modules. The SQL migrations
// and the rule files the migrations re-apply are copied beside it (db/migrate.ts finds them there).
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const root = import.meta.dirname;
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));
const dist = path.join(root, 'dist');

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  // CommonJS code bundled into an ES module may still call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
for (const rules of ['wallet/ledger_post.sql', 'provider/provider_calls.sql', 'crash/crash_cashout.sql']) {
  await cp(path.join(root, 'src/modules', rules), path.join(dist, 'modules', rules));
}
