import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * No import cycles, anywhere the linter looks (apps, packages, bench, e2e, tools). The resolver
 * reads each workspace's tsconfig, so it follows the web's `@/` alias and the workspace packages
 * (`@app/shared/*`, `@app/games/*`) to their files. Type-only imports are erased at build and do
 * not count; a lazy `import()` does. Packages from node_modules are not followed.
 * No maxDepth: the rule's cost is reading each file once more (about 14 s of CPU over the tree,
 * measured); a depth of 10 saved nothing measurable and 5 about 4 s, not worth a cycle it misses.
 */
export const cyclesConfig = {
  files: ['{apps,packages,bench,e2e,tools}/**/*.{ts,tsx,js,mjs}'],
  plugins: { 'import-x': importX },
  settings: {
    // Parse TypeScript files when following imports (the plugin's TypeScript preset, without its resolver).
    'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
    'import-x/external-module-folders':
      importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
    'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: [
          'apps/web/tsconfig.json',
          'apps/server/tsconfig.json',
          'packages/*/tsconfig.json',
          'tsconfig.tools.json',
        ],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};
