import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers ARCHITECTURE.md states, enforced at every import (eslint-plugin-boundaries resolves
 * relative paths, the web's `@/` alias and the workspace packages):
 * - server: lib and config at the bottom; db above them; plugins above db; modules above plugins;
 *   bootstrap, the app and main on top. Nothing imports a layer above its own. A module reaches
 *   another module only through that module's service (`*.service.ts`, and the wallet's
 *   `ledger.ts`, the ledger's one entry point). Tests may reach inside a module they check.
 * - web: a feature never imports another feature; nothing in the web app imports server code,
 *   nor game code other than types (`import type` is erased at build).
 * - back office (apps/web/src/backoffice): the same layout; a feature never imports another, ui/ imports
 *   no feature and not the app, a feature never imports the app.
 */
const S = 'apps/server/src';
const W = 'apps/web/src';
const type = (t) => ({ to: { element: { type: t } } });
const entry = { to: { file: { categories: 'server-entry' } } };

export const boundariesConfig = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'], noWarnOnMultipleProjects: true } },
    // The server's entry files (the app, main, the module registry) stand above every layer.
    'boundaries/files': [{ category: 'server-entry', pattern: [`${S}/app.ts`, `${S}/main.ts`, `${S}/modules/index.ts`] }],
    'boundaries/elements': [
      { type: 'server-test', pattern: `${S}/test` },
      { type: 'server-lib', pattern: [`${S}/lib`] },
      { type: 'server-db', pattern: `${S}/db` },
      { type: 'server-plugin', pattern: `${S}/plugins` },
      { type: 'server-module', pattern: `${S}/modules/*`, capture: ['module'] },
      { type: 'server-top', pattern: `${S}/bootstrap` },
      { type: 'web-feature', pattern: `${W}/features/*`, capture: ['feature'] },
      { type: 'bo-app', pattern: `${W}/backoffice/app` },
      { type: 'bo-ui', pattern: `${W}/backoffice/ui` },
      { type: 'bo-feature', pattern: `${W}/backoffice/features/*`, capture: ['feature'] },
      { type: 'web', pattern: 'apps/web' },
      { type: 'games', pattern: 'packages/games' },
      { type: 'shared', pattern: 'packages/shared' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          // Server layers: nothing imports upwards.
          { from: { element: { type: 'server-lib' } }, disallow: [type('server-db'), type('server-plugin'), type('server-module'), type('server-top'), entry] },
          { from: { element: { type: 'server-db' } }, disallow: [type('server-plugin'), type('server-module'), type('server-top'), entry] },
          { from: { element: { type: 'server-plugin' } }, disallow: [type('server-module'), type('server-top'), entry] },
          { from: { element: { type: 'server-module' } }, disallow: [type('server-top'), entry] },
          // A module reaches another module only through its service.
          {
            from: { element: { type: 'server-module' } },
            disallow: {
              to: {
                element: { type: 'server-module', captured: { module: '!{{from.captured.module}}' }, fileInternalPath: '!{*.service.ts,ledger.ts}' },
              },
            },
          },
          // Features never import each other.
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
          },
          // Back office: features never import each other nor the app; ui imports neither.
          {
            from: { element: { type: 'bo-feature' } },
            disallow: [
              { to: { element: { type: 'bo-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
              type('bo-app'),
            ],
          },
          { from: { element: { type: 'bo-ui' } }, disallow: [type('bo-feature'), type('bo-app')] },
          // The web app never imports server code, nor game code at run time.
          {
            from: { element: { types: ['web', 'web-feature', 'bo-app', 'bo-ui', 'bo-feature'] } },
            disallow: [
              { to: { element: { types: ['server-*'] } } },
              { to: { element: { type: 'games' } }, dependency: { kind: 'value' } },
            ],
          },
        ],
      },
    ],
  },
};
