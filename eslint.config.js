import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import vitest from '@vitest/eslint-plugin';
import { noImportCycle } from './tools/lint/no-import-cycle.js';

/*
 * The layers, enforced (ARCHITECTURE.md), every folder of product code covered: the generator
 * package (packages/generator/src) knows nothing of React, the page, the DOM, the tools or its
 * own data scripts; the data scripts (packages/generator/data) nothing of the page or the tools;
 * nothing in src/ reaches into the tools, and the page (the export worker too) reaches the
 * generator only through its package name (its public entry, or the workspace-only
 * `random-american-generator/page`); the worker imports no React and no page code.
 * tools/ and e2e/ may import what they test or measure.
 */
const NO_TOOLS = {
  group: ['**/tools/**'],
  message: 'Product code never imports tools/: put a test that needs a tool beside it, in tools/.',
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
  message:
    'packages/generator is the plain model: no React, no page code, nothing that needs the DOM.',
};
const NO_PAGE_FILES = {
  group: ['**/src/app/**', '**/src/main.tsx', '../../../src/**', '../../src/**'],
  message: 'The generator package never imports the page.',
};
const NO_GENERATOR_PATHS = {
  group: [
    '**/packages/generator/**',
    'random-american-generator/*',
    '!random-american-generator/page',
  ],
  message:
    'The page imports the generator as a package: `random-american-generator`, and its page-only helpers from `random-american-generator/page`.',
};
const NO_DATA_SCRIPTS = {
  group: ['**/data/*.ts', '!**/*.data.ts'],
  message: 'The model never imports the scripts that build its data (packages/generator/data).',
};
const NO_REACT = {
  group: NO_PAGE.group.filter((pattern) => pattern !== '**/app/**'),
  message: 'The export worker runs no React and no page code: only the generator package.',
};
const NO_COMPONENTS = {
  group: ['./*.tsx', '../**'],
  message: 'The export worker runs no React and no page code: only the generator package.',
};

/**
 * The generator package's folders, top to bottom. A module imports the modules of its own folder
 * and of the folders below its own, never one above: cli/ is the command line, on the public
 * entry (index.ts) and the reading of a run (options/) alone; options/ reads a call's options
 * once and hands the run down; output/ writes files of people and households; household/ makes
 * people who live together; person/ makes one person; place/ draws where they live; states/
 * holds each state's data and gives it to the draws; draw/ is the random source and weighted
 * choices; text/ the plain text helpers. Nothing imports the entries (index.ts, page.ts) but
 * the command line the public one.
 */
const LAYERS = [
  'cli',
  'options',
  'output',
  'noise',
  'household',
  'person',
  'place',
  'states',
  'draw',
  'text',
];
const LAYER_IMPORTS = {
  cli: ['options'],
  ...Object.fromEntries(LAYERS.slice(1).map((layer, at) => [layer, LAYERS.slice(at + 2)])),
};
const layerPatterns = (layer) => {
  const above = LAYERS.filter((other) => other !== layer && !LAYER_IMPORTS[layer].includes(other));
  return [
    {
      group: above.map((other) => `**/${other}/**`),
      message: `${layer}/ imports only ${LAYER_IMPORTS[layer].map((other) => `${other}/`).join(', ') || 'its own folder'}${layer === 'cli' ? ' and the public entry (index.ts)' : ''}: the package's layers run one way (eslint.config.js, LAYERS).`,
    },
    {
      group: [layer === 'cli' ? '../page.ts' : '../*.ts', '../../*.ts'],
      message: 'Only the command line imports an entry of the package, and only the public one.',
    },
  ];
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
      'packages/*/dist',
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
    // Every test can fail: an expect without a matcher, a test without an expect, a skipped or
    // focused test are lint errors. Playwright's specs share the same shape of test and expect.
    files: ['**/*.test.ts', 'e2e/**/*.spec.ts'],
    plugins: { vitest },
    settings: { vitest: { vitestImports: ['@playwright/test', /\/support\/fixtures\.ts$/] } },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-disabled-tests': 'error',
      // expect(value, message): both Vitest and Playwright take a message.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Helpers named expect... assert (expectCoherent, expectNoAxeViolations).
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect*', 'expect.*'] }],
      'vitest/no-standalone-expect': [
        'error',
        { additionalTestBlockFunctions: ['test.beforeEach', 'beforeEach'] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TOOLS, NO_GENERATOR_PATHS] }] },
  },
  {
    files: ['src/app/export.worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_TOOLS, NO_GENERATOR_PATHS, NO_REACT, NO_COMPONENTS] },
      ],
    },
  },
  {
    files: ['packages/generator/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_TOOLS, NO_PAGE, NO_PAGE_FILES, NO_DATA_SCRIPTS] },
      ],
    },
  },
  ...LAYERS.map((layer) => ({
    files: [`packages/generator/src/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_TOOLS, NO_PAGE, NO_PAGE_FILES, NO_DATA_SCRIPTS, ...layerPatterns(layer)],
        },
      ],
    },
  })),
  {
    // No module reaches itself through its imports, type-only ones included.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    // A model's test may read the data scripts' sources to check the model against them.
    files: ['packages/generator/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_TOOLS, NO_PAGE, NO_PAGE_FILES] }],
    },
  },
  {
    // The data scripts build the model's modules: no page, no tools either.
    files: ['packages/generator/data/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_TOOLS, NO_PAGE, NO_PAGE_FILES] }],
    },
  },
);
