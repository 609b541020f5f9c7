// The console's import rules (issue 32), as dependency-cruiser `forbidden` rules: the repository's
// config includes them, and tests/unit/console/console-imports.test.ts checks them on src/console.
// Layers, each importing only those below it:
//   runtime/ (the generic engine; i18n/ beside it) → shell/ (what the frame shares with the screens:
//   session, navigation tree, frame actions, banners) → screens/<x>/ (the features, each with its
//   routes.ts) → app/ (the frame, which reaches the screens only through their routes.ts) → main.tsx.
// Paths are relative to the repository root (the cruise's baseDir).
const CONSOLE = '^src/console/';

module.exports = [
  {
    name: 'console-no-value-cycle',
    comment: 'No import cycle in the console but through type-only imports (which vanish at build).',
    severity: 'error',
    from: { path: CONSOLE },
    to: { path: CONSOLE, circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
  {
    name: 'console-runtime-imports-no-feature',
    comment: 'The generic runtime draws bespoke parts through registries the screens fill (runtime/parts), never by importing them.',
    severity: 'error',
    from: { path: `${CONSOLE}(runtime|i18n)/` },
    to: { path: `${CONSOLE}(shell/|screens/|app/|main\\.tsx$)` },
  },
  {
    name: 'console-shell-imports-no-feature',
    comment: 'The shell is what the frame and the screens share: it imports neither.',
    severity: 'error',
    from: { path: `${CONSOLE}shell/` },
    to: { path: `${CONSOLE}(screens/|app/|main\\.tsx$)` },
  },
  {
    name: 'console-screens-import-no-frame',
    comment: 'A screen needs of the frame only what the shell holds.',
    severity: 'error',
    from: { path: `${CONSOLE}screens/` },
    to: { path: `${CONSOLE}(app/|main\\.tsx$)` },
  },
  {
    name: 'console-frame-reaches-screens-by-routes',
    comment: "The frame only concatenates the features' routes (screens/<x>/routes.ts); a screen's internals are its own.",
    severity: 'error',
    from: { path: `${CONSOLE}app/` },
    to: { path: `${CONSOLE}screens/`, pathNot: `${CONSOLE}screens/[^/]+/routes\\.tsx?$` },
  },
];
