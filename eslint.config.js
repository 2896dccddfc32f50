// Flat ESLint config. The import boundaries of architecture.md §1 are enforced here:
// src -> common, server -> common, common -> nothing; src never imports server. Lint fails otherwise.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverPaths = ['**/server/**', '../server/*', '../../server/*'];
const srcPaths = ['**/src/**', '@/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'drizzle/**', 'src/routeTree.gen.ts', 'coverage/**', 'tmp/**', '.tmp-*', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...serverPaths, ...srcPaths], message: 'common/ imports neither src/ nor server/.' },
            { group: ['node:*', 'react', 'react-dom', 'drizzle-orm*', 'fastify*', 'pg'], message: 'common/ has no node:*, DOM or database code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: serverPaths, message: 'src/ never imports server/: share through common/.' }, { group: ['node:*'], message: 'src/ runs in the browser.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: srcPaths, message: 'server/ never imports src/: share through common/.' }] },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
