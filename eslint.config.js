import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The feature folders: none imports another (bulletproof-react's zones); routes compose them. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.scratch-*',
      '.data',
      'lhci-reports',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      '.lighthouseci',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The layers (docs/architecture.md), checked on resolved paths: no import circle anywhere; no
    // feature imports another; server/ imports only server/, src/shared and src/offline.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/app/routes.',
            })),
            {
              target: './server',
              from: './src',
              except: ['./shared', './offline'],
              message: 'server/ imports only server/, src/shared and src/offline.',
            },
            {
              target: './server',
              from: ['./sw', './scripts', './tests', './e2e'],
              message: 'server/ imports only server/, src/shared and src/offline.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of docs/architecture.md: shared imports nothing of ours; sw and server only shared (+ offline).
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@chakra-ui/*',
                '**/app/**',
                '**/features/**',
                '**/lib/**',
                '**/server/**',
                '**/sw/**',
              ],
              message: 'src/shared is pure TypeScript and imports nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/app/**',
                '**/src/features/**',
                '**/src/lib/**',
                '**/src/components/**',
                'react',
                'react-dom',
              ],
              message: 'server/ and sw/ import only src/shared (and src/offline for sw).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**'],
              message: 'Features do not import the app layer; routes compose features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
