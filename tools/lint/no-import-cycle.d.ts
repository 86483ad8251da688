import type { Rule } from 'eslint';

/** The rule in no-import-cycle.js (plain JavaScript: eslint.config.js imports it as it is). */
export const noImportCycle: Rule.RuleModule;
