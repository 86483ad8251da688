import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/*
 * The layers, enforced (ARCHITECTURE.md): the person model knows nothing of React, the page or
 * the DOM, and nothing in src/ reaches into the tools. A rebuild-and-compare test of generated
 * data lives beside its script in tools/data/, so no test of src/ needs the tools either.
 */
const NO_TOOLS = {
  group: ['**/tools/**'],
  message: 'src/ never imports tools/: put a test that needs a tool beside it, in tools/.',
};
const NO_PAGE = {
  group: [
    'react',
    'react/**',
    'react-dom',
    'react-dom/**',
    '@radix-ui/**',
    'lucide-react',
    '**/app/**',
    '**/*.css',
  ],
  message: 'src/person is the plain model: no React, no page code, nothing that needs the DOM.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      '.lighthouse',
      '.lighthouseci',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TOOLS] }] },
  },
  {
    files: ['src/person/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TOOLS, NO_PAGE] }] },
  },
);
