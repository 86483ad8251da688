import { describe, expect, it } from 'vitest';
import type { PersonRecord } from 'random-american-generator';
import { FLOOR_MARK, barePage, staticPage } from './floor.ts';

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
} as PersonRecord;

const KEYS = Object.keys(PERSON);

const button = (key: string) =>
  `<button type="button" class="value-button" data-field="${key}" data-action="edit:${key}"></button>`;

const BUILT = `<!doctype html>
<html lang="en" data-values="pending">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="./assets/page-abc.js"></script>
    <script>window.earlyDraws = [1, 2];</script>
  </head>
  <body>
    <script>addEventListener('click', function () {}, true);</script>
    <div id="root"><dl>${KEYS.map(button).join('')}</dl></div>
  </body>
</html>`;

describe('the floor pages', () => {
  it('writes the person into our markup, drops every script and shows the rows as painted', () => {
    const page = staticPage(BUILT, PERSON);
    expect(page).not.toMatch(/<script/);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`<head>\n    ${FLOOR_MARK}`);
    expect(page).toContain('data-field="city" data-action="edit:city">Ames &amp; Nevada</button>');
    expect(page).toContain('data-field="lastName" data-action="edit:lastName">O\'Neil</button>');
    expect(page).toContain('data-field="phone" data-action="edit:phone">515-555-0142</button>');
  });

  it('refuses a build whose value it cannot find, rather than timing a page without it', () => {
    const withoutEmail = BUILT.replace(button('email'), '');
    expect(() => staticPage(withoutEmail, PERSON)).toThrow('No empty value for email');
  });

  it('lays the bare page out as ten labelled values and nothing else', () => {
    const page = barePage(PERSON);
    expect(page).toContain(FLOOR_MARK);
    expect(page).not.toMatch(/<script|<style|<link/);
    expect(page.match(/<dd data-field=/g)).toHaveLength(10);
    expect(page).toContain('<dt>Zip Code</dt><dd data-field="zipCode">50010</dd>');
  });
});
