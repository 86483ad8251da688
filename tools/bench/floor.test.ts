import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Person } from 'random-american-generator';
import { FLOOR_MARK, barePage, staticPage } from './floor.ts';

/*
 * The page's own prerender, by a path tsc does not follow: the tools' type check would take in
 * the page's Vite-only modules, which tsconfig.page.json checks.
 */
const PRERENDER = '../../src/prerender.tsx';
const { prerender } = (await import(/* @vite-ignore */ PRERENDER)) as { prerender: () => string };

const PERSON = {
  firstName: 'Amy',
  lastName: "O'Neil",
  gender: 'female',
  streetAddress: '12 Oak Street',
  city: 'Ames & Nevada',
  state: 'Iowa',
  zipCode: '50010',
  birthdate: '3/4/1990',
  email: 'amy.oneil7@example.com',
  phone: '515-555-0142',
} satisfies Person;

/*
 * The page as the build writes it: the repository's template with the prerendered card in its
 * root and the entry's module script in its head, as Vite puts it there.
 */
const BUILT = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
  .replace(
    '<head>',
    '<head>\n    <script type="module" crossorigin src="./assets/page-abc.js"></script>',
  )
  .replace('<div id="root"></div>', `<div id="root">${prerender()}</div>`);

/** The text of the value button of `key` in `html`. */
function valueOf(html: string, key: string): string | undefined {
  return new RegExp(`<button\\b[^>]*\\bdata-field="${key}"[^>]*>([^<]*)</button>`).exec(html)?.[1];
}

describe('the static floor page', () => {
  it("writes each of the person's values into the prerendered card's value buttons", () => {
    const page = staticPage(BUILT, PERSON);
    expect(valueOf(page, 'firstName')).toBe('Amy');
    expect(valueOf(page, 'lastName')).toBe("O'Neil");
    expect(valueOf(page, 'email')).toBe('amy.oneil7@example.com');
    expect(valueOf(page, 'phone')).toBe('515-555-0142');
  });

  it('escapes a value as HTML', () => {
    expect(valueOf(staticPage(BUILT, PERSON), 'city')).toBe('Ames &amp; Nevada');
  });

  it('keeps no script', () => {
    expect(BUILT).toMatch(/<script/);
    expect(staticPage(BUILT, PERSON)).not.toMatch(/<script/);
  });

  it("shows the rows' buttons, as the entry's first paint does, and carries the mark", () => {
    const page = staticPage(BUILT, PERSON);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`<head>\n    ${FLOOR_MARK}`);
  });

  it('refuses a build whose value it cannot find, rather than timing a page without it', () => {
    const withoutEmail = BUILT.replace(/<button\b[^>]*data-field="email"[^>]*><\/button>/, '');
    expect(() => staticPage(withoutEmail, PERSON)).toThrow('No empty value for email');
  });

  it('refuses a build without the pending mark its first paint removes', () => {
    expect(() => staticPage(BUILT.replace(' data-values="pending"', ''), PERSON)).toThrow(
      'no data-values="pending"',
    );
  });
});

describe('the bare floor page', () => {
  it('lays out the ten labelled values and nothing else', () => {
    const page = barePage(PERSON);
    expect(page).toContain(FLOOR_MARK);
    expect(page).not.toMatch(/<script|<style|<link/);
    expect(page.match(/<dd data-field=/g)).toHaveLength(10);
    expect(page).toContain('<dt>Zip Code</dt><dd data-field="zipCode">50010</dd>');
  });
});
