// Module boundary rules (flat config objects), spread into eslint.config.mjs: the same boundaries
// `npm run graph:modules` checks (scripts/module-graph.ts; docs/architecture.md, "Module
// boundaries"), reported in the editor. Cycles between modules are the script's (import/no-cycle
// is too slow for this repository).
// - a file of server/modules/<x>/ imports another module only through its index (`../<y>`);
// - server/platform/ imports no feature module;
// - the composition root (server/*.ts) imports a module's index.ts, routes.ts or jobs.ts only.

/** `../<module>/<file>` other than the index, from a file directly in a module's folder. */
const privateOfOtherModule = '^\\.\\./(?!\\.)[^/]+/(?!index$).+';

export default [
  {
    files: ['server/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: privateOfOtherModule,
              message: "Import another module through its index only (`../<module>`): its other files are private. Export what you need from its index.ts (docs/architecture.md, 'Module boundaries').",
            },
            {
              regex: '^(\\.\\./)+(server/)?(routes|jobs|wiring|app|main)$',
              message: 'A module does not import the composition root (server/*.ts); start-up wires modules together (server/wiring.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules(/|$)',
              message: 'The platform imports no feature module: move the piece into the platform, or declare a port or an event that the module provides at start-up (server/wiring.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./modules/[^/]+/(?!(index|routes|jobs)$).+',
              message: "The composition root imports a module's index.ts, routes.ts or jobs.ts only.",
            },
          ],
        },
      ],
    },
  },
];
