import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // The layers of ARCHITECTURE.md: shared imports nothing of ours; sw and server only shared (+ offline).
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
