import { createHash } from 'node:crypto';

/**
 * The Content Security Policy the built page must carry, written out independently of the
 * code that adds it, so the build check and the browser tests notice any drift. Its only
 * variable part: the hashes of the page's inline <style> elements, and nothing else inline.
 */
export const expectedCsp = (styles: readonly string[]): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    [
      "style-src 'self'",
      ...styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`),
    ].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types export-worker',
  ].join('; ');

export const EXPECTED_REFERRER = 'no-referrer';

/**
 * One `name sources` line per directive, sorted, so policies that differ only in the order of
 * directives or sources, or in spacing, compare equal.
 */
export function normalizeCsp(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0)
    .map(([name = '', ...sources]) => [name.toLowerCase(), ...sources.sort()].join(' '))
    .sort();
}
