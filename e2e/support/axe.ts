import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
const { source: axeSource } = require('axe-core') as { source: string };

/** WCAG 2.2 AA and axe's best practices: the README's "axe-core violations" figure counts these. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page and returns its violations, each with the failing elements.
 * axe is injected with evaluate, not a script tag: the built page's CSP and Trusted Types
 * would block an injected <script>.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS } };
  return page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) =>
        `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.trim(),
      ),
    }));
  }, options);
}

/** One readable line per violation and element, for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.replaceAll('\n', '\n    ')}`).join('\n'),
    )
    .join('\n');
}
