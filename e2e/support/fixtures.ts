import { test as base, expect } from '@playwright/test';

interface ConsoleGuardOptions {
  /** Console messages a test expects; anything else at level error or warning fails the test. */
  allowedConsoleMessages: RegExp[];
}

/**
 * The page must run silently: any console error or warning, or any uncaught exception,
 * fails the test that caused it, with the messages in the failure.
 */
export const test = base.extend<ConsoleGuardOptions & { consoleGuard: undefined }>({
  allowedConsoleMessages: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleMessages }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = message.text();
        if (allowedConsoleMessages.some((pattern) => pattern.test(text))) return;
        const { url, lineNumber } = message.location();
        problems.push(`console.${type}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => {
        problems.push(`uncaught ${error.name}: ${error.message}`);
      });
      await use(undefined);
      expect(problems, 'console errors, warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
