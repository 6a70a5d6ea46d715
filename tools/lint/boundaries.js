import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers ARCHITECTURE.md states, enforced at every import (eslint-plugin-boundaries resolves
 * relative paths, the web's `@/` alias and the workspace packages):
 * - server: lib and config at the bottom; db above them; plugins above db; modules above plugins;
 *   bootstrap, the app and main on top. Nothing imports a layer above its own. A module reaches
 *   another module only through that module's service (`*.service.ts`, and the wallet's
 *   `ledger.ts`, the ledger's one entry point). Tests may reach inside a module they check.
 * - web: four bundles, each its own page (apps/web/*.html): the player site (`src/main.tsx`,
 *   `src/app`, `src/features`), the game client (`src/play`), the back office (`src/backoffice`)
 *   and the affiliates' portal (`src/affiliate`). A bundle never imports another bundle, except that
 *   the portal uses the back office's shared parts (`backoffice/ui`: the same panel's fields, forms,
 *   notices and period form). The shared web layer (`src/components`, `lib`, `hooks`, `api`,
 *   `styles`, `test`) serves all of them and imports none of them, nor any feature.
 *   A feature never imports another feature: each `features/*` folder is a feature, and so is each
 *   `features/account/*` folder. In the back office, `backoffice/app` composes the features,
 *   each `backoffice/features/*` folder is a feature that imports only `backoffice/ui` and the
 *   shared web layer (and packages), and `backoffice/ui` imports no feature. The portal is laid out
 *   the same way: `affiliate/app` composes `affiliate/features/*`, each of which imports only
 *   `affiliate/ui`, `backoffice/ui` and the shared web layer.
 *   Nothing in the web app imports server code, nor game code other than types (`import type` is
 *   erased at build).
 * - bench drives the server's code from node: it never imports web code. e2e drives the built app
 *   through a browser and HTTP: it imports neither server nor web code (the shared contracts, yes).
 */
const S = 'apps/server/src';
const W = 'apps/web/src';
const type = (t) => ({ to: { element: { type: t } } });
const types = (...t) => ({ to: { element: { types: t } } });
const entry = { to: { file: { categories: 'server-entry' } } };
const siteEntry = { to: { file: { categories: 'site-entry' } } };

// The web's element types, by bundle.
const SITE = ['web-site', 'web-feature', 'web-account-feature'];
const PLAY = ['web-play'];
const BACKOFFICE = ['backoffice-app', 'backoffice-ui', 'backoffice-feature', 'backoffice'];
const AFFILIATE = ['affiliate-app', 'affiliate-ui', 'affiliate-feature', 'affiliate'];
const WEB = [...SITE, ...PLAY, ...BACKOFFICE, ...AFFILIATE, 'web-shared', 'web'];

export const boundariesConfig = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts'],
  ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'], noWarnOnMultipleProjects: true } },
    // The server's entry files (the app, main, the module registry) stand above every layer.
    'boundaries/files': [
      { category: 'server-entry', pattern: [`${S}/app.ts`, `${S}/main.ts`, `${S}/modules/index.ts`] },
      // The player site's entry sits beside its folders, at the root of the web sources.
      { category: 'site-entry', pattern: `${W}/main.tsx` },
    ],
    'boundaries/elements': [
      { type: 'server-test', pattern: `${S}/test` },
      { type: 'server-lib', pattern: [`${S}/lib`] },
      { type: 'server-db', pattern: `${S}/db` },
      { type: 'server-plugin', pattern: `${S}/plugins` },
      { type: 'server-module', pattern: `${S}/modules/*`, capture: ['module'] },
      { type: 'server-top', pattern: `${S}/bootstrap` },
      // The player site: its shell and routes, its features (its entry, main.tsx, is a file category).
      { type: 'web-site', pattern: `${W}/app` },
      { type: 'web-account-feature', pattern: `${W}/features/account/*`, capture: ['feature'] },
      { type: 'web-feature', pattern: `${W}/features/*`, capture: ['feature'] },
      // The game client.
      { type: 'web-play', pattern: `${W}/play` },
      // The back office: its app, its shared parts, its features; `backoffice` is the rest of it.
      { type: 'backoffice-app', pattern: `${W}/backoffice/app` },
      { type: 'backoffice-ui', pattern: `${W}/backoffice/ui` },
      { type: 'backoffice-feature', pattern: `${W}/backoffice/features/*`, capture: ['feature'] },
      { type: 'backoffice', pattern: `${W}/backoffice` },
      // The affiliates' portal, laid out as the back office.
      { type: 'affiliate-app', pattern: `${W}/affiliate/app` },
      { type: 'affiliate-ui', pattern: `${W}/affiliate/ui` },
      { type: 'affiliate-feature', pattern: `${W}/affiliate/features/*`, capture: ['feature'] },
      { type: 'affiliate', pattern: `${W}/affiliate` },
      // The shared web layer.
      { type: 'web-shared', pattern: ['components', 'lib', 'hooks', 'api', 'styles', 'test'].map((d) => `${W}/${d}`) },
      { type: 'web', pattern: 'apps/web' },
      // The rest of the server (config.ts, app.ts, main.ts), for the rules of what stands outside it.
      { type: 'server', pattern: 'apps/server' },
      { type: 'bench', pattern: 'bench' },
      { type: 'e2e', pattern: 'e2e' },
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
          // The web bundles never import each other (the portal may use the back office's ui); the
          // shared web layer imports none of them.
          { from: { element: { types: SITE } }, disallow: [types(...PLAY, ...BACKOFFICE, ...AFFILIATE)] },
          { from: { file: { categories: 'site-entry' } }, disallow: [types(...PLAY, ...BACKOFFICE, ...AFFILIATE)] },
          { from: { element: { types: PLAY } }, disallow: [types(...SITE, ...BACKOFFICE, ...AFFILIATE), siteEntry] },
          { from: { element: { types: BACKOFFICE } }, disallow: [types(...SITE, ...PLAY, ...AFFILIATE), siteEntry] },
          {
            from: { element: { types: AFFILIATE } },
            disallow: [types(...SITE, ...PLAY, 'backoffice-app', 'backoffice-feature', 'backoffice'), siteEntry],
          },
          { from: { element: { type: 'web-shared' } }, disallow: [types(...SITE, ...PLAY, ...BACKOFFICE, ...AFFILIATE), siteEntry] },
          // Features never import each other: neither the site's (each account part is one) nor the back office's.
          {
            from: { element: { type: 'web-feature' } },
            disallow: [
              { to: { element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
              type('web-account-feature'),
            ],
          },
          {
            from: { element: { type: 'web-account-feature' } },
            disallow: [
              { to: { element: { type: 'web-account-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
              type('web-feature'),
            ],
          },
          // A back office feature imports the back office's shared parts (ui) and the shared web
          // layer, not the app that composes it, nor another feature, nor the rest of the back office.
          {
            from: { element: { type: 'backoffice-feature' } },
            disallow: [
              { to: { element: { type: 'backoffice-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
              types('backoffice-app', 'backoffice'),
            ],
          },
          // The back office's shared parts import no feature, nor the app.
          { from: { element: { type: 'backoffice-ui' } }, disallow: [types('backoffice-feature', 'backoffice-app', 'backoffice')] },
          // The portal's features likewise: its ui, the back office's ui and the shared web layer only.
          {
            from: { element: { type: 'affiliate-feature' } },
            disallow: [
              { to: { element: { type: 'affiliate-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
              types('affiliate-app', 'affiliate'),
            ],
          },
          { from: { element: { type: 'affiliate-ui' } }, disallow: [types('affiliate-feature', 'affiliate-app', 'affiliate')] },
          // The web app never imports server code, nor game code at run time: except Zeplin's
          // published maths and its browser verifier (pure, no Node API), which /adil-oyun runs.
          {
            from: { element: { types: WEB } },
            disallow: [
              { to: { element: { types: ['server', 'server-*'] } } },
              {
                to: { element: { type: 'games', fileInternalPath: '!{src/crash/crash.ts,src/crash/verify-web.ts}' } },
                dependency: { kind: 'value' },
              },
            ],
          },
          // bench never imports web code; e2e imports neither server nor web code.
          { from: { element: { type: 'bench' } }, disallow: [types(...WEB)] },
          { from: { element: { type: 'e2e' } }, disallow: [types(...WEB, 'server', 'server-*')] },
        ],
      },
    ],
  },
};
