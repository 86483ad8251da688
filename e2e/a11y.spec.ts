import type { Page } from '@playwright/test';
import { FIELDS, type FieldName } from '../packages/generator/src/person/fields.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  COPY_ALL,
  CLIPBOARD_PERMISSIONS,
  GENERATE,
  copyButton,
  fieldValue,
  lockButton,
  movePointerAway,
  notification,
  openPage,
  openPageWithPausedClock,
  pauseClockPastStartUp,
} from './support/page.ts';

/** WCAG 2.2 target size (minimum), success criterion 2.5.8. */
const MIN_TARGET_PX = 24;
const NARROW_VIEWPORT = { width: 320, height: 720 };
const LONG_STREET_ADDRESS =
  '98765 North Saint Bartholomew Featherstonehaugh Memorial Parkway Apartment 4321';
/** Presses of Tab that reach past every control on the page, with room for a link or two. */
const MAX_TABS = 40;

/** Each row's value (a button that opens its editor, named "Edit <Label> <value>"), Copy, Lock. */
const BUTTONS_IN_VISUAL_ORDER = [
  ...FIELDS.flatMap(({ label }) => [`Edit ${label}`, `Copy ${label}`, `Lock ${label}`]),
  GENERATE,
  COPY_ALL,
  'Copy Link',
];

/** A button by its name; a value's name goes on with the value, which varies. */
function buttonNamed(page: Page, name: string) {
  return name.startsWith('Edit ')
    ? page.getByRole('button', { name: new RegExp(`^${name}( |$)`) })
    : page.getByRole('button', { name, exact: true });
}

test.describe('axe finds no WCAG 2.2 AA or best-practice violation', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('on load', async ({ page }) => {
    await openPage(page);
    await expectNoAxeViolations(page);
  });

  test('with a lock tooltip open', async ({ page }) => {
    await openPage(page);
    await lockButton(page, 'City').hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // axe schedules its own work with timers, so the clock runs freely here; the pointer
  // resting on the notification keeps it open while axe looks.
  test('with the notification open', async ({ page }) => {
    await openPage(page);
    await copyButton(page, 'City').click();
    await notification(page).hover();
    await expect(notification(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with the export form open, a count refused and a new person announced', async ({
    page,
  }) => {
    await openPage(page);
    await page.getByRole('button', { name: GENERATE, exact: true }).click();
    await page.getByText('Download people', { exact: true }).click();
    await page.getByLabel('How many').fill('1,2');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page.getByLabel('How many')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('with the export’s columns chooser open, a column moved and none ticked refused', async ({
    page,
  }) => {
    await openPage(page);
    await page.getByText('Download people', { exact: true }).click();
    await page.getByText('Columns and dates', { exact: true }).click();
    await page.getByRole('button', { name: 'Move email up', exact: true }).click();
    await page.getByRole('radio', { name: /first_name/ }).check();
    await expect(page.getByText(/^Estimated size: about /)).toBeVisible();
    await expectNoAxeViolations(page);
    for (const box of await page.locator('.export-columns input[type="checkbox"]').all()) {
      await box.uncheck();
    }
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page.getByText('Tick at least one column for the file.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('in the dark colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page);
    await expectNoAxeViolations(page);
  });
});

/**
 * Name of the focused element as a user hears it: its aria-label, or its text; for a value, the
 * "Edit <Label>" its name starts with (the value that follows varies).
 */
async function focusedControl(page: Page): Promise<{ tag: string; name: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body', name: '' };
    const labelledBy = element.getAttribute('aria-labelledby')?.split(' ')[0];
    const label = labelledBy ? document.getElementById(labelledBy)?.textContent : undefined;
    return {
      tag: element.tagName.toLowerCase(),
      name: (label ?? element.getAttribute('aria-label') ?? element.textContent).trim(),
    };
  });
}

test('Tab visits every button in visual order: each row’s value, Copy then Lock, then Generate, Copy All and Copy Link', async ({
  page,
}) => {
  await openPage(page);
  const buttonsVisited: string[] = [];
  for (let press = 0; press < MAX_TABS; press += 1) {
    await page.keyboard.press('Tab');
    const { tag, name } = await focusedControl(page);
    if (tag === 'body' || buttonsVisited.includes(name)) break;
    if (tag === 'button') buttonsVisited.push(name);
  }
  expect(buttonsVisited).toEqual(BUTTONS_IN_VISUAL_ORDER);
});

interface Ring {
  outline: string;
  visibleOutline: boolean;
  boxShadow: string;
}

function ringOf(element: Element): Ring {
  const style = getComputedStyle(element);
  return {
    outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    visibleOutline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
    boxShadow: style.boxShadow,
  };
}

test('every button shows a visible focus ring when reached by keyboard', async ({ page }) => {
  await openPage(page);
  const buttons = BUTTONS_IN_VISUAL_ORDER.map((name) => buttonNamed(page, name));
  const unfocused = await Promise.all(buttons.map((button) => button.evaluate(ringOf)));
  const withoutRing: string[] = [];
  for (const [index, button] of buttons.entries()) {
    let presses = 0;
    while (!(await button.evaluate((element) => element === document.activeElement))) {
      presses += 1;
      if (presses > MAX_TABS)
        throw new Error(`Tab never reaches ${BUTTONS_IN_VISUAL_ORDER[index]}`);
      await page.keyboard.press('Tab');
    }
    const focused = await button.evaluate(ringOf);
    const before = unfocused[index];
    const shows =
      before !== undefined &&
      ((focused.visibleOutline && focused.outline !== before.outline) ||
        (focused.boxShadow !== 'none' && focused.boxShadow !== before.boxShadow));
    if (!shows) {
      withoutRing.push(`${BUTTONS_IN_VISUAL_ORDER[index]}: ${JSON.stringify({ before, focused })}`);
    }
  }
  expect(withoutRing).toEqual([]);
});

test.describe('layout', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test(`every button, the notification's Close included, is at least ${MIN_TARGET_PX}×${MIN_TARGET_PX} px`, async ({
    page,
  }) => {
    await openPageWithPausedClock(page);
    await copyButton(page, 'City').click();
    await expect(notification(page)).toBeVisible();
    const buttons = await page.getByRole('button').all();
    expect(buttons.length).toBeGreaterThanOrEqual(BUTTONS_IN_VISUAL_ORDER.length + 1);
    const tooSmall: string[] = [];
    for (const button of buttons) {
      const box = await button.boundingBox();
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      if (!box || box.width < MIN_TARGET_PX || box.height < MIN_TARGET_PX) {
        tooSmall.push(`${name}: ${box ? `${box.width}×${box.height}` : 'not rendered'}`);
      }
    }
    expect(tooSmall).toEqual([]);
  });
});

test('at 320 px wide the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize(NARROW_VIEWPORT);
  await openPage(page);
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
});

test('at 320 px wide a long value wraps inside its card instead of overflowing', async ({
  page,
}) => {
  await page.setViewportSize(NARROW_VIEWPORT);
  await openPage(page);
  const value = fieldValue(page, 'streetAddress');
  // The street address keeps room for two lines at this width, so a one-line value is measured
  // on another row.
  const oneLine = await fieldValue(page, 'state').evaluate(
    (element) => element.getBoundingClientRect().height,
  );
  const fit = await value.evaluate((element, longText) => {
    element.textContent = longText;
    // The card is the outermost box inside <main> that draws an edge: border, shadow or fill.
    let card: Element = element.closest('main') ?? document.documentElement;
    for (
      let node = element.parentElement;
      node && node.tagName !== 'MAIN';
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      const drawsEdge =
        parseFloat(style.borderLeftWidth) > 0 ||
        style.boxShadow !== 'none' ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      if (drawsEdge) card = node;
    }
    const box = element.getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    return {
      height: box.height,
      right: box.right,
      cardRight: cardBox.right,
      clipped: element.scrollWidth > element.clientWidth,
      pageScrollWidth: document.documentElement.scrollWidth,
      pageClientWidth: document.documentElement.clientWidth,
    };
  }, LONG_STREET_ADDRESS);
  expect(fit.height, 'the long value should take more than one line').toBeGreaterThan(
    oneLine * 1.5,
  );
  expect(fit.right).toBeLessThanOrEqual(fit.cardRight);
  expect(fit.clipped, 'the long value is cut off').toBe(false);
  expect(fit.pageScrollWidth).toBeLessThanOrEqual(fit.pageClientWidth);
});

/** The colour actually painted behind the content: the first opaque background from <main> up. */
async function pageBackground(page: Page): Promise<string> {
  return page.getByRole('main').evaluate((main) => {
    for (let node: Element | null = main; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'rgba(0, 0, 0, 0)';
  });
}

test('the dark colour scheme darkens the background', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page);
  const light = await pageBackground(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await pageBackground(page);
  expect(dark).not.toBe(light);
  expect(luminance(dark)).toBeLessThan(luminance(light));
});

test('with reduced motion the notification and tooltips still open and close', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page);
  await lockButton(page, 'Gender').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Lock');
  await movePointerAway(page);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.getByRole('button', { name: COPY_ALL, exact: true }).click();
  await expect(notification(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notification(page)).toBeHidden();
});

/** Rough relative luminance of a computed rgb()/rgba() colour, enough to tell dark from light. */
function luminance(colour: string): number {
  const [red = 0, green = 0, blue = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

test.describe('a polite live region announces each new person', () => {
  /** The page's polite live regions that say something. */
  const announcements = (page: Page) =>
    page.locator('[aria-live="polite"]').filter({ hasText: /^New person: / });

  test('Generate announces "New person: <first name> <last name>", and loading the page does not', async ({
    page,
  }) => {
    await openPage(page);
    await expect(page.getByText(/New person/)).toHaveCount(0);
    // Screen readers announce reliably only a region that was in the page before its words.
    await page.evaluate(() => {
      for (const region of document.querySelectorAll('[aria-live="polite"]')) {
        region.setAttribute('data-before-generate', '');
      }
    });
    for (let press = 0; press < 2; press += 1) {
      // What was said before this press, so the check waits for what this press says.
      await page.evaluate(() => {
        for (const said of document.querySelectorAll('[aria-live="polite"] p')) {
          said.setAttribute('data-said-before', '');
        }
      });
      await page.getByRole('button', { name: GENERATE, exact: true }).click();
      // A Generate waiting for its person's data shows the person, and says so, after the
      // click: the names are read once this press has been announced, not while it shows.
      await expect(
        page.locator('[aria-live="polite"] p:not([data-said-before])', {
          hasText: /^New person: /,
        }),
      ).toHaveCount(1);
      const first = await fieldValue(page, 'firstName').innerText();
      const last = await fieldValue(page, 'lastName').innerText();
      await expect(announcements(page)).toHaveText([`New person: ${first} ${last}`]);
    }
    const region = announcements(page);
    await expect(region).toHaveAttribute('data-before-generate', '');
    // Out of sight, but in the accessibility tree (not display: none or visibility: hidden).
    expect(
      await region.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.display} ${style.visibility}`;
      }),
    ).not.toMatch(/none|hidden/);
  });

  test('the same name twice (first and last name locked) is announced again', async ({ page }) => {
    await openPage(page);
    await lockButton(page, 'First Name').click();
    await lockButton(page, 'Last Name').click();
    await page.getByRole('button', { name: GENERATE, exact: true }).click();
    const first = await fieldValue(page, 'firstName').innerText();
    const last = await fieldValue(page, 'lastName').innerText();
    await expect(announcements(page)).toHaveText([`New person: ${first} ${last}`]);
    // Screen readers speak what is added to a region: a repeat must be added anew, not left be.
    await announcements(page).evaluate((region) => {
      const added: string[] = [];
      (window as unknown as { added: string[] }).added = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) added.push(node.textContent ?? '');
        }
      }).observe(region, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: GENERATE, exact: true }).click();
    await expect(announcements(page)).toHaveText([`New person: ${first} ${last}`]);
    const added = await page.evaluate(() => (window as unknown as { added: string[] }).added);
    expect(added.join('')).toContain(`New person: ${first} ${last}`);
  });
});

/** WCAG 2.2's non-text contrast for a focus indicator (1.4.11), against what is beside it. */
const MIN_FOCUS_RING_CONTRAST = 3;

interface FocusRing {
  name: string;
  outline: string;
  outlineColour: string;
  /** The outline's colour as seen, over the background where it is partly transparent. */
  ring: string;
  background: string;
}

/**
 * The focused element's ring and the colour it is drawn on: for a ring outside the element
 * (outline-offset ≥ 0) the ancestors' backgrounds laid over one another, for one inside it the
 * element's own on top. Null once Tab has left the page or come round to an element again.
 */
function focusRingOfActiveElement(): FocusRing | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  // Tab has come round again when it reaches an element it has visited. The element, not its
  // name: two values may read the same (a City and a State "New York").
  const page = window as unknown as { ringsVisited?: WeakSet<Element> };
  page.ringsVisited ??= new WeakSet();
  if (page.ringsVisited.has(element)) return null;
  page.ringsVisited.add(element);
  const style = getComputedStyle(element);
  const parse = (colour: string): number[] => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, colour.startsWith('rgba') ? a : 1];
  };
  const chain: Element[] = [];
  const first = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
  for (let node: Element | null = first; node; node = node.parentElement) chain.unshift(node);
  let below = [255, 255, 255];
  for (const node of chain) {
    const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(node).backgroundColor);
    below = [r, g, b].map((channel, i) => channel * a + (below[i] ?? 0) * (1 - a));
  }
  // A ring drawn partly transparent shows the background through it.
  const [r = 0, g = 0, b = 0, a = 1] = parse(style.outlineColor);
  const ring = [r, g, b].map((channel, i) => channel * a + (below[i] ?? 0) * (1 - a));
  const rgb = (colour: number[]) =>
    `rgb(${colour.map((channel) => Math.round(channel)).join(', ')})`;
  return {
    name: `${element.tagName.toLowerCase()} "${(
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.getAttribute('aria-label') ??
      element.textContent
    )
      .trim()
      .slice(0, 40)}"`,
    outline: `${style.outlineStyle} ${style.outlineWidth}`,
    outlineColour: style.outlineColor,
    ring: rgb(ring),
    background: rgb(below),
  };
}

function relativeLuminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const NEW_YORKER: Record<FieldName, string> = {
  firstName: 'Richard',
  lastName: 'Schaeffer',
  gender: 'male',
  streetAddress: '7 Ramirez Parkway',
  city: 'New York',
  state: 'New York',
  zipCode: '10025',
  birthdate: '10/28/1991',
  email: 'richard.schaeffer91@example.com',
  phone: '212-555-0147',
};

const SCHEMES = [
  { label: 'light', media: { colorScheme: 'light' } },
  { label: 'dark', media: { colorScheme: 'dark' } },
  { label: 'forced colours, light', media: { colorScheme: 'light', forcedColors: 'active' } },
  { label: 'forced colours, dark', media: { colorScheme: 'dark', forcedColors: 'active' } },
] as const;

test.describe('focus rings stand out at least 3:1 from what is beside them', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  for (const { label, media } of SCHEMES) {
    test(`on every control, the export form and the notification's Close included (${label})`, async ({
      page,
    }) => {
      await page.emulateMedia(media);
      // The clock pauses (holding the notification open) once the lazy export form is in:
      // React reveals a suspended part on a timer.
      await page.clock.install({ time: Date.now() });
      // A person whose City and State read the same, as one in 200 does.
      await openPage(page, { person: NEW_YORKER });
      await expect(fieldValue(page, 'city')).toHaveText(NEW_YORKER.city);
      await expect(fieldValue(page, 'state')).toHaveText(NEW_YORKER.state);
      await page.getByText('Download people', { exact: true }).click();
      await expect(page.getByLabel('How many')).toBeVisible();
      await pauseClockPastStartUp(page);
      // A click on the heading starts the keyboard's path at the top of the page.
      await page.getByRole('heading', { level: 1 }).click();
      // From the top of the page by keyboard alone; Enter on Copy City opens the notification.
      const rings: (FocusRing & { ratio: number })[] = [];
      for (let press = 0; press < MAX_TABS * 2; press += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(focusRingOfActiveElement);
        if (!ring) break;
        rings.push({ ...ring, ratio: contrastRatio(ring.ring, ring.background) });
        if (ring.name === 'button "Copy City"') {
          await page.keyboard.press('Enter');
          await notification(page).waitFor({ state: 'visible' });
        }
      }
      const names = rings.map(({ name }) => name);
      expect(names).toEqual(
        expect.arrayContaining([
          'button "Copy First Name"',
          'summary "Download people"',
          'input "How many people"',
          'button "Download"',
          'button "Close"',
        ]),
      );
      const faint = rings.filter(
        ({ outline, ratio }) =>
          ratio < MIN_FOCUS_RING_CONTRAST || !/^solid [2-9]/.test(outline.replace('auto', 'solid')),
      );
      expect(faint.map((ring) => `${JSON.stringify(ring)}`)).toEqual([]);
    });
  }
});
