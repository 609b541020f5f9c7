/**
 * The import rules of src/server and src/console (issue 32), checked by `npm test`
 * (tests/unit/server/server-imports.test.ts, tests/unit/console/console-imports.test.ts).
 * Layers, bottom to top: core → store → services → kernel → resources → features → http →
 * composition (compose/, cluster/, engine/, main.ts). Every import points down; areas
 * (features/<area>/) use one another only through their index.ts.
 */
const LAYERS = ['core', 'store', 'services', 'kernel', 'resources', 'features', 'http'];
const TOP = '(compose|cluster|engine)/|main\\.ts$';

// The console's rules (runtime → shell → screens → app → main), kept beside their test.
const consoleRules = require('./tests/architecture/console-rules.cjs');

const layerRules = LAYERS.map((layer, rank) => ({
  name: `${layer}-imports-down`,
  comment: `${layer}/ may import only the layers below it`,
  severity: 'error',
  from: { path: `^src/server/${layer}/` },
  to: { path: `^src/server/(${[...LAYERS.slice(rank + 1).map((above) => `${above}/`), TOP].join('|')})` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'no import cycle between folders of src/server, type imports included',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server' },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'area-through-index',
      comment: "an area uses another area only through that area's index.ts",
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/([^/]+)/.+', pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-through-index',
      comment: "the rest of the server uses an area only through that area's index.ts",
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/features/[^/]+/' },
      to: { path: '^src/server/features/[^/]+/.+', pathNot: '^src/server/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'demo-seed-from-composition',
      comment: 'the --demo seed (compose/demo, over seeds/demo) is composition: only compose/ and main.ts start it',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/(compose/|main\\.ts$)' },
      to: { path: '^src/server/compose/demo/' },
    },
    ...consoleRules,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|generated)/' },
  },
};
