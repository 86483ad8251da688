import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { loadPerson, personFieldsAt } from 'random-american-generator/page';
import { createPersonStore } from './personStore.ts';

vi.mock('random-american-generator/page', async (importOriginal) => {
  const page = await importOriginal<typeof import('random-american-generator/page')>();
  return {
    ...page,
    loadPerson: vi.fn(() => Promise.resolve()),
    personFieldsAt: vi.fn(page.personFieldsAt),
  };
});

const SEED = 7;
const NOON = new Date(2026, 0, 15, 12);
const loaded = vi.mocked(loadPerson);
const drawn = vi.mocked(personFieldsAt);

/** The people (indices of SEED) whose data the store has asked for, in order. */
const askedFor = () =>
  loaded.mock.calls.map(([seed, index]) => {
    expect(seed).toBe(SEED);
    return index;
  });

/** The people (indices) the store has drawn, in order. */
const drawnPeople = () => drawn.mock.calls.map(([, index]) => index);

beforeEach(() => {
  vi.useFakeTimers({ now: NOON });
  loaded.mockReset();
  loaded.mockImplementation(() => Promise.resolve());
  drawn.mockClear();
});
afterEach(() => vi.useRealTimers());

test('a page that has not generated loads the next person ahead; once it has, the next four', async () => {
  const store = createPersonStore(SEED);
  await store.prepare();
  expect(askedFor()).toEqual([1]);

  loaded.mockClear();
  await store.generate();
  expect(askedFor()).toEqual([2, 3, 4, 5]);

  loaded.mockClear();
  await store.generate();
  expect(askedFor()).toEqual([3, 4, 5, 6]);
});

test('a lock changed loads the people ahead with the new constraints', async () => {
  const store = createPersonStore(SEED);
  await store.prepare();
  await store.generate();
  loaded.mockClear();
  store.toggleLock('state');
  const state = store.getSnapshot().person?.state;
  expect(state).toBeTruthy();
  expect(askedFor()).toEqual([2, 3, 4, 5]);
  for (const [, , constraints] of loaded.mock.calls) expect(constraints).toMatchObject({ state });
});

test('once a page has generated, the next person is drawn before the click that shows it', async () => {
  const store = createPersonStore(SEED);
  await store.prepare();
  await vi.runAllTimersAsync();
  // Not before the first Generate: a visitor who never clicks draws nobody more.
  expect(drawnPeople()).toEqual([0]);
  await store.generate();
  await vi.runAllTimersAsync();
  expect(drawnPeople()).toEqual([0, 1, 2]);

  drawn.mockClear();
  await store.generate();
  // Person 2 was drawn ahead; the click drew nobody, and person 3 is drawn after it.
  expect(drawnPeople()).toEqual([]);
  const shown = store.getSnapshot().person;
  expect(shown).toEqual(personFieldsAt(SEED, 2, { year: 2026, month: 1, day: 15 }, {}));
  drawn.mockClear();
  await vi.runAllTimersAsync();
  expect(drawnPeople()).toEqual([3]);
});

test('a person drawn ahead is drawn again after a lock changes, or on another day', async () => {
  const store = createPersonStore(SEED);
  await store.prepare();
  await store.generate();
  await vi.runAllTimersAsync();
  store.toggleLock('state');
  const state = store.getSnapshot().person?.state;
  // At once: person 2 as drawn ahead, with no lock, is not shown.
  await store.generate();
  expect(store.getSnapshot().person).toEqual(
    personFieldsAt(SEED, 2, { year: 2026, month: 1, day: 15 }, { state }),
  );

  // Person 3, drawn ahead on the 15th, shown on the 16th: drawn again for that day.
  await vi.runAllTimersAsync();
  vi.setSystemTime(new Date(2026, 0, 16, 12));
  drawn.mockClear();
  await store.generate();
  expect(drawnPeople()).toEqual([3]);
  expect(store.getSnapshot().person).toEqual(
    personFieldsAt(SEED, 3, { year: 2026, month: 1, day: 16 }, { state }),
  );
});

test('data that arrives after a lock changed draws nobody ahead without the lock', async () => {
  const store = createPersonStore(SEED);
  await store.prepare();
  const arrivals: (() => void)[] = [];
  loaded.mockImplementation(() => new Promise<void>((arrive) => arrivals.push(arrive)));
  await store.generate();
  store.toggleLock('state');
  const state = store.getSnapshot().person?.state;
  // The data asked for with the lock arrives first, then the data asked for before it.
  for (const arrive of arrivals.reverse()) arrive();
  await vi.runAllTimersAsync();
  await store.generate();
  expect(store.getSnapshot().person).toEqual(
    personFieldsAt(SEED, 2, { year: 2026, month: 1, day: 15 }, { state }),
  );
});
