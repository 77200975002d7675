import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    // Plain Node scripts.
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
  },
  {
    // The domain core never depends on the transports.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/**', '**/workers/**'], message: 'src/ must not import api/ or workers/' },
            { group: ['fastify', 'fastify/*', '@fastify/*', 'bullmq'], message: 'src/ has no HTTP or queue code' },
          ],
        },
      ],
    },
  },
  {
    // Configuration is parsed once in src/config; nothing else reads the environment.
    files: ['src/**/*.ts', 'api/**/*.ts', 'workers/**/*.ts'],
    ignores: ['src/config/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'read settings from src/config' }],
    },
  },
);
