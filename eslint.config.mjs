// ESLint (flat config): type-aware rules for the server, shared code, scripts and tests
// (tsconfig.json) and for the front ends (their own tsconfigs), React hooks rules for the
// front ends, and the module boundaries (eslint/boundaries.mjs). Formatting is Prettier's job.
// typescript-eslint reads types through the TypeScript 6 API (the `typescript` package); `tsc`
// itself is TypeScript 7 (@typescript/native). See docs/testing.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.mjs';

const root = import.meta.dirname;

/** The TypeScript project each part of the repository is checked with. */
const projects = [
  { files: ['admin/src/**/*.{ts,tsx}', 'common/web/**/*.{ts,tsx}'], project: './admin/tsconfig.json' },
  { files: ['shop/src/**/*.{ts,tsx}'], project: './shop/tsconfig.json' },
  { files: ['shop/sw/**/*.ts'], project: './shop/sw/tsconfig.json' },
  { files: ['store/src/**/*.{ts,tsx}'], project: './store/tsconfig.json' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'data/**', 'test-results/**', 'node_modules/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: root },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // `typeof import('…')` stays allowed for the lazily required modules' types.
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-explicit-any': 'error',
      // tsc's noUnusedLocals / noUnusedParameters already report these.
      '@typescript-eslint/no-unused-vars': 'off',
      // Names, file names and headers are cleaned of control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  ...projects.map(({ files, project }) => ({ files, languageOptions: { parserOptions: { project, tsconfigRootDir: root } } })),
  {
    files: ['admin/src/**/*.{ts,tsx}', 'shop/src/**/*.{ts,tsx}', 'store/src/**/*.{ts,tsx}', 'common/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // React ignores what an event handler returns, and a rejected handler reaches the app-wide
      // `unhandledrejection` reporter (common/web/errorReporting.ts); promises passed anywhere
      // else that expects a plain function are still reported.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // chai's property assertions (`expect(x).to.be.true`) are expressions.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
  // Vite's configuration files belong to no tsconfig: checked without type information.
  { files: ['**/vite.config.mts'], extends: [tseslint.configs.disableTypeChecked] },
  ...boundaries,
);
