import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  FIELDS,
  type FieldName,
  type Gender,
  type Person,
} from '../../packages/generator/src/person/fields.ts';

export const TITLE = 'Random American Generator';
export const GENERATE = 'Generate New Person';
export const COPY_ALL = 'Copy All Information';
export const CLIPBOARD_PERMISSIONS = ['clipboard-read', 'clipboard-write'];

/** Pointer moves on the way out, as a real hand makes, so hover-intent logic sees the pointer leave. */
const POINTER_STEPS = 10;

/** How far the controlled clock runs on before it pauses, so load-time timers have all run. */
const CLOCK_SETTLE_MS = 10_000;

/** Tasks React may take, after a click's notification shows, to run its effects. */
const QUEUED_TASK_HOPS = 3;

declare global {
  interface Window {
    nextTask?: () => Promise<void>;
    personShown?: () => Promise<void>;
  }
}

/** React and the page's components: the chunk main.tsx loads once the first person shows. */
export const REACT_CHUNK = '**/assets/lazy-hydrate-*.js';

/** Holds the downloads matching `glob` until the returned function is called. */
export async function holdDownloads(page: Page, glob: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Gives the page `window.nextTask()`: resolves after one macrotask (a MessageChannel message,
 * which a paused clock does not hold back), by which time React has committed a click's update;
 * and `window.personShown()`: resolves once no Generate waits for its person's data.
 */
export function installNextTask(): void {
  window.nextTask ??= () =>
    new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  // A Generate whose person's state has not loaded yet marks the card busy until it shows.
  window.personShown ??= () =>
    new Promise<void>((resolve) => {
      const card = document.querySelector('.card');
      if (card?.getAttribute('aria-busy') !== 'true') return resolve();
      const observer = new MutationObserver(() => {
        if (card.getAttribute('aria-busy') === 'true') return;
        observer.disconnect();
        resolve();
      });
      observer.observe(card, { attributes: true, attributeFilter: ['aria-busy'] });
    });
}

/** Lets the page run `count` macrotasks (not timers, which a paused clock holds). */
export async function waitForTasks(page: Page, count: number): Promise<void> {
  await page.evaluate(installNextTask);
  await page.evaluate(async (tasks) => {
    const { nextTask } = window;
    if (!nextTask) throw new Error('window.nextTask is not installed');
    for (let task = 0; task < tasks; task += 1) await nextTask();
  }, count);
}

export function fieldValue(page: Page, key: FieldName): Locator {
  return page.locator(`[data-field="${key}"]`);
}

export function copyButton(page: Page, label: string): Locator {
  return page.getByRole('button', { name: `Copy ${label}`, exact: true });
}

export function lockButton(page: Page, label: string): Locator {
  return page.getByRole('button', { name: `Lock ${label}`, exact: true });
}

export function generateButton(page: Page): Locator {
  return page.getByRole('button', { name: GENERATE, exact: true });
}

export function copyAllButton(page: Page): Locator {
  return page.getByRole('button', { name: COPY_ALL, exact: true });
}

/**
 * The notification while it shows a message. Its live regions (status for success, alert
 * for failure) stay in the page, empty, while it is quiet, so an empty region counts as hidden.
 */
export function notification(page: Page): Locator {
  return notificationStatus(page).or(notificationAlert(page)).filter({ hasText: /\S/ });
}

export function notificationStatus(page: Page): Locator {
  return page.getByRole('status');
}

export function notificationAlert(page: Page): Locator {
  return page.getByRole('alert');
}

export function closeNotificationButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Close', exact: true });
}

/** A link's fragment (after the #) to a person: its values, and the fields locked, comma-joined. */
export function linkFragment(values: Record<string, string>, locked = ''): string {
  return new URLSearchParams({ ...values, locked }).toString();
}

/**
 * Opens the page and waits until it has started (see waitForStartedPage): the first person
 * paints before React hydrates, and until then the page's own script answers some clicks itself
 * and keeps the others. `early`: return as soon as the first person shows (for tests of what
 * comes before). The person is the one the test's seed gives (pageSeed, support/fixtures.ts);
 * `person`: open a link to that person instead, for a test that needs a particular kind of
 * person (a city whose name several states share, a City and State that read the same).
 */
export async function openPage(
  page: Page,
  { early = false, person }: { early?: boolean; person?: Record<FieldName, string> } = {},
): Promise<void> {
  await page.goto(person ? `/#${linkFragment(person)}` : '/');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  if (person) expect(await readValues(page), 'the linked person').toEqual(person);
  if (!early) await waitForStartedPage(page);
}

/**
 * Waits until the page has finished starting: React has hydrated it (tooltips included) and
 * clicked again the clicks it kept meanwhile; main.tsx then marks the root element
 * `data-page="started"`.
 */
export async function waitForStartedPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-page', 'started');
}

/**
 * Opens the page under a controlled clock and pauses it, so a test decides when every
 * timer (the notification's hide timer among them) moves on.
 */
export async function openPageWithPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: Date.now() });
  await openPage(page);
  await pauseClockPastStartUp(page);
}

/**
 * Runs the page's controlled clock on CLOCK_SETTLE_MS from where it is now, so every timer the
 * start-up set has run, and pauses it there. From now, not from when the clock was installed: on
 * a busy machine a page has taken more than ten seconds to start, and a pause at a moment the
 * clock has passed fails.
 */
export async function pauseClockPastStartUp(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + CLOCK_SETTLE_MS);
}

/**
 * Moves the pointer off whatever it hovers, to the window's top-left corner. A tooltip whose
 * trigger the path crosses opens at once (a tooltip was just open) and closes on a later move
 * outside it, which its listener, added after React renders, may miss on a loaded machine: two
 * more moves in the corner reach it.
 */
export async function movePointerAway(page: Page): Promise<void> {
  await page.mouse.move(0, 0, { steps: POINTER_STEPS });
  await page.mouse.move(1, 1);
  await page.mouse.move(0, 0);
}

/**
 * Clicks `button` and waits until the notification shows `text` and the page has finished the work
 * queued behind it (React runs effects, such as starting the hide timer, in later tasks).
 * Only then may a test move a paused clock and expect the timer to count from the click.
 */
export async function clickForNotification(
  page: Page,
  button: Locator,
  text: string,
): Promise<void> {
  await button.click();
  await expect(notification(page)).toHaveText([text]);
  await waitForTasks(page, QUEUED_TASK_HOPS);
}

function isGender(value: string): value is Gender {
  return value === 'female' || value === 'male';
}

function toPerson(values: Record<FieldName, string>): Person {
  const { gender } = values;
  if (!isGender(gender)) throw new Error(`gender shows "${gender}", expected female or male`);
  return { ...values, gender };
}

export async function readValues(page: Page): Promise<Record<FieldName, string>> {
  const keys = FIELDS.map((field) => field.key);
  const entries = await Promise.all(
    keys.map(async (key) => [key, await fieldValue(page, key).innerText()] as const),
  );
  return Object.fromEntries(entries) as Record<FieldName, string>;
}

export async function readPerson(page: Page): Promise<Person> {
  return toPerson(await readValues(page));
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Presses Generate `count` times inside the page and returns every person shown, fast
 * enough for hundreds of generations. Each press is followed by a macrotask, by which
 * time React has committed the update of the click, and, when the press waits for a state's
 * data (the card is aria-busy), by the person's showing.
 */
export async function generateMany(
  page: Page,
  count: number,
): Promise<Record<FieldName, string>[]> {
  const keys = FIELDS.map((field) => field.key);
  const button = await generateButton(page).elementHandle();
  if (!button) throw new Error(`no "${GENERATE}" button`);
  await page.evaluate(installNextTask);
  return button.evaluate(
    async (element, { count, keys }) => {
      const { nextTask, personShown } = window;
      if (!nextTask || !personShown) throw new Error('window.nextTask is not installed');
      const people: Record<string, string>[] = [];
      await personShown();
      for (let index = 0; index < count; index += 1) {
        (element as HTMLElement).click();
        await nextTask();
        await personShown();
        people.push(
          Object.fromEntries(
            keys.map((key) => [
              key,
              document.querySelector(`[data-field="${key}"]`)?.textContent ?? '',
            ]),
          ),
        );
      }
      return people;
    },
    { count, keys },
  ) as Promise<Record<FieldName, string>[]>;
}
