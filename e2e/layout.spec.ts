import type { Page } from '@playwright/test';
import { NO_LOCKS } from '../packages/generator/src/person/fields.ts';
import { encodeFragment } from '../src/app/link.ts';
import { FIXED_PERSON } from './support/fixed-person.ts';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyButton,
  fieldValue,
  generateButton,
  holdDownloads,
  installNextTask,
  lockButton,
  openPage,
} from './support/page.ts';

const GENERATIONS = 300;
const NARROW_WIDTHS = [320, 360, 390];
const PHONE_HEIGHT = 720;
/** Loads of the page at each width tested, each with its own seed: another first person, other lengths. */
const LOAD_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** For every button, what is hit at its centre, when that is not the button itself. */
async function buttonsCovered(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button')].flatMap((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit && button.contains(hit)) return [];
      const name = button.getAttribute('aria-label') ?? button.textContent;
      return [`${name} is covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`];
    }),
  );
}

for (const [name, button] of [
  ['Copy City', (page: Page) => copyButton(page, 'City')],
  ['Lock City', (page: Page) => lockButton(page, 'City')],
  ['Copy Birthdate', (page: Page) => copyButton(page, 'Birthdate')],
] as const) {
  test(`while the ${name} tooltip is open, the centre of every button is that button`, async ({
    page,
  }) => {
    // Tall enough for the whole card: a button below the fold has no centre to hit.
    await page.setViewportSize({ width: 1280, height: 1000 });
    await openPage(page);
    await button(page).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    expect(await buttonsCovered(page)).toEqual([]);
  });
}

test.describe('with the clipboard allowed', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('a click moved straight up from an open tooltip lands on the button above', async ({
    page,
  }) => {
    await openPage(page);
    await copyButton(page, 'City').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Copy');
    const above = await copyButton(page, 'Street Address').boundingBox();
    if (!above) throw new Error('Copy Street Address has no box');
    await page.mouse.click(above.x + above.width / 2, above.y + above.height / 2);
    await expect(page.getByRole('status')).toHaveText('Street Address copied to clipboard!');
  });
});

for (const width of NARROW_WIDTHS) {
  test(`at ${width} px, ${GENERATIONS} generations never move the Generate button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    await openPage(page);
    const button = await generateButton(page).elementHandle();
    if (!button) throw new Error('no Generate button');
    await page.evaluate(installNextTask);
    const moves = await button.evaluate(async (element, generations) => {
      const { nextTask, personShown } = window;
      if (!nextTask || !personShown) throw new Error('window.nextTask is not installed');
      const boxOf = () => {
        const box = element.getBoundingClientRect();
        return `${box.x},${box.y + window.scrollY},${box.width},${box.height}`;
      };
      const start = boxOf();
      const moved: string[] = [];
      for (let generation = 0; generation < generations; generation += 1) {
        (element as HTMLElement).click();
        await nextTask();
        await personShown();
        const box = boxOf();
        if (box !== start) {
          const street = document.querySelector('[data-field="streetAddress"]')?.textContent;
          const email = document.querySelector('[data-field="email"]')?.textContent;
          moved.push(
            `generation ${generation}: ${start} -> ${box} (${street ?? ''}; ${email ?? ''})`,
          );
        }
      }
      return moved;
    }, GENERATIONS);
    expect(moves).toEqual([]);
  });
}

// At 320 px the value sits under its row's buttons; from 48rem on, the buttons stand after it.
for (const width of [320, 780, 1280]) {
  test(`loading the page at ${width} px shifts no layout (${LOAD_SEEDS.length} loads)`, async ({
    page,
    reseedPages,
  }) => {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    const shifts: number[] = [];
    for (const seed of LOAD_SEEDS) {
      await reseedPages(seed);
      await openPage(page);
      shifts.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((entries) => {
                for (const entry of entries.getEntries()) {
                  total += (entry as PerformanceEntry & { value: number }).value;
                }
              }).observe({ type: 'layout-shift', buffered: true });
              // Buffered entries arrive in a task of their own; two frames on, all have come.
              requestAnimationFrame(() =>
                requestAnimationFrame(() => setTimeout(() => resolve(total))),
              );
            }),
        ),
      );
    }
    expect(shifts).toEqual(LOAD_SEEDS.map(() => 0));
  });
}

test("at 1280 px a row's buttons show with its value, or at once with focus", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdDownloads(page, '**/assets/page-*.js');
  await page.goto('/', { waitUntil: 'commit' });
  const opacityOf = (label: string) =>
    lockButton(page, label).evaluate((button) =>
      button.parentElement ? getComputedStyle(button.parentElement).opacity : 'no buttons',
    );
  await expect(lockButton(page, 'City')).toBeVisible();
  await expect(fieldValue(page, 'city')).toBeEmpty();
  expect([await opacityOf('City'), await opacityOf('State')]).toEqual(['0', '0']);
  // A pointer resting on a row shows nothing: the value's arrival would move what it showed.
  await lockButton(page, 'State').hover();
  await lockButton(page, 'City').focus();
  expect([await opacityOf('City'), await opacityOf('State')]).toEqual(['1', '0']);
  await lockButton(page, 'City').blur();
  expect(await opacityOf('City')).toBe('0');
  release();
  await expect(fieldValue(page, 'city')).not.toBeEmpty();
  expect([await opacityOf('City'), await opacityOf('State')]).toEqual(['1', '1']);
});

test("at 1280 px a locked link's rows, whose values React writes, show their buttons", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/#${encodeFragment(FIXED_PERSON, { ...NO_LOCKS, state: true })}`);
  await expect(fieldValue(page, 'state')).toHaveText(FIXED_PERSON.state);
  const opacities = await page
    .locator('.field-buttons')
    .evaluateAll((rows) => rows.map((row) => getComputedStyle(row).opacity));
  expect(opacities).toEqual(Array.from({ length: 10 }, () => '1'));
});

for (const viewport of [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '320 px', width: 320, height: 720 },
  { name: '200% zoom of 1280 px', width: 640, height: 400 },
]) {
  test(`"CC BY 4.0" stays on one line at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page);
    const link = page.getByRole('link', { name: 'CC BY 4.0' });
    expect(await link.evaluate((element) => element.getClientRects().length)).toBe(1);
  });
}

/**
 * A slow parser may paint the page before the whole of it is read: a row without its buttons,
 * or with only the first. Such a row must already be as tall and as wide as it will be, or the
 * rest arriving moves it (a layout shift at load, seen at 4x CPU on about 1 load in 40).
 */
for (const width of [320, 1280]) {
  test(`a row painted before its buttons are read sits where the whole row will (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The prerendered page as the parser reads it, without its scripts (they would fill it in).
    const html = (await (await request.get('/')).text()).replace(
      /<script\b[\s\S]*?<\/script>/g,
      '',
    );
    const buttons = html.indexOf(
      '<dd class="field-buttons"',
      html.indexOf('id="field-label-state"'),
    );
    const copyEnd = html.indexOf('</button>', buttons) + '</button>'.length;
    let served = '';
    await page.route('**/parsed-so-far.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: served }),
    );
    const boxes = async (text: string) => {
      served = text;
      await page.goto('/parsed-so-far.html');
      return page.evaluate(() =>
        ['#field-label-state', '#field-value-state', '[data-action="copy:state"]'].map(
          (selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box && { x: box.x, y: box.y, width: box.width, height: box.height };
          },
        ),
      );
    };
    const [label, value, copy] = await boxes(html);
    expect(label?.height).toBeGreaterThan(0);
    expect(await boxes(html.slice(0, buttons))).toEqual([label, value, undefined]);
    expect(await boxes(html.slice(0, copyEnd))).toEqual([label, value, copy]);
  });
}
