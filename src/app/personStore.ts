import {
  type Constraints,
  type FieldName,
  type LocalDate,
  type Person,
} from 'random-american-generator';
import {
  NO_LOCKS,
  constraintsOf,
  isPersonReady,
  isSameDay,
  loadPerson,
  localToday,
  personFieldsAt,
  randomSeed,
  withData,
  type Locks,
} from 'random-american-generator/page';

export interface PersonState {
  /** Null only in the page rendered at build time, before the browser has made anyone. */
  person: Person | null;
  locks: Locks;
}

type Listener = () => void;

/**
 * People whose data loads ahead once someone has clicked Generate: one who clicks again and again
 * (or holds Enter on the button) faster than a state's chunk arrives would otherwise wait for
 * each new state. A visitor who never clicks fetches the next person's state only.
 */
const AHEAD = 4;

const SERVER_STATE: PersonState = { person: null, locks: NO_LOCKS };

/**
 * The one person on the page and its locks, in memory only: a reload starts afresh.
 * It lives outside React so the page rendered at build time (no person yet) can hydrate
 * and then show the person made in the browser, through useSyncExternalStore.
 *
 * The page's people are the package's: person `index` of a seed the visit picks (the first is
 * index 0, each Generate the next), so the page shows whom `person({ seed, index })` makes with
 * the same locks. A person's state's data loads before it is drawn (the package's loadData.ts);
 * the next person's loads as soon as this one shows, so a Generate is answered at once. Once a
 * Generate has been clicked, the next four people's data load ahead, and the next person is drawn
 * in a task of its own as soon as its data is in: a click then only shows it.
 */
export function createPersonStore(seed = randomSeed(), initial?: PersonState) {
  /** Told when a Generate starts and stops waiting for data (main.tsx marks the card busy). */
  let onBusy: (busy: boolean) => void = () => undefined;
  // A person from a link (see app/link.ts) is shown as it came, locks and all.
  let state: PersonState | null = initial ?? null;
  let index = 0;
  // What the page's markup shows when React hydrates it: nobody in the page rendered at build
  // time; the first person's values once showFirstPerson has written them into that markup.
  let hydrated: PersonState = SERVER_STATE;
  /** Until React takes over, what writes each new state into the page (showFirstPerson). */
  let paint: ((state: PersonState) => void) | null = null;
  /** Generates waiting for data, in the order they were asked for. */
  let queue: Promise<void> | null = null;
  const listeners = new Set<Listener>();

  const constraintsNow = (): Constraints =>
    state?.person ? constraintsOf(state.person, state.locks) : {};

  /** People whose data loads ahead: the next one, until a Generate asks for more (AHEAD). */
  let ahead = 1;
  /**
   * The next person, drawn in a task of its own once its data is in (loadNext), so a Generate
   * only shows it: its draw (a new state's rows decoded, a band of names built) is not in a click.
   */
  let drawnAhead: { at: number; today: LocalDate; person: Person } | undefined;

  const make = (at: number, constraints: Constraints): Person => {
    const today = localToday(new Date());
    // Kept while the person and locks are those it was drawn for (set forgets it), on its day.
    if (drawnAhead?.at === at && isSameDay(drawnAhead.today, today)) return drawnAhead.person;
    return personFieldsAt(seed, at, today, constraints);
  };

  /**
   * The data of the next `ahead` people, fetched while this one is on screen; once a Generate has
   * asked for more than the next, the next person is drawn as soon as its data is in.
   */
  const loadNext = () => {
    const at = index + 1;
    const constraints = constraintsNow();
    // A draw whose data comes after the person or the locks changed (set: a new state) is stale.
    const shown = state;
    for (let next = at; next <= index + ahead; next++) {
      const loaded = loadPerson(seed, next, constraints);
      if (next === at && ahead > 1) {
        const drawNext = () => {
          if (state !== shown) return;
          const today = localToday(new Date());
          try {
            drawnAhead = { at, today, person: personFieldsAt(seed, at, today, constraints) };
          } catch {
            // The Generate draws it again, and says what went wrong.
          }
        };
        // In a task of its own, queued as the data comes (at once when it was in): not in the
        // Generate's task. It runs before the next frame, so a click made as soon as that frame is
        // painted finds this person drawn; a long draw may delay that frame.
        loaded.then(
          () => void setTimeout(drawNext),
          () => undefined,
        );
      }
      // A failure shows when Generate asks for it again (generate's promise).
      loaded.catch(() => undefined);
    }
  };

  const set = (next: PersonState) => {
    state = next;
    drawnAhead = undefined;
    if (paint && next.person) {
      paint(next);
      // The markup's icons are still the unlocked ones: React renders the locks after hydrating.
      hydrated = { person: next.person, locks: NO_LOCKS };
    }
    listeners.forEach((listener) => listener());
    loadNext();
  };

  const getSnapshot = (): PersonState => {
    if (!state) throw new Error('The first person is not made yet: await prepare() first.');
    return state;
  };

  /** The next person, drawn now (its data is loaded), or handed over as drawn. */
  const showNext = (person = make(index + 1, constraintsNow())) => {
    index += 1;
    set({ ...getSnapshot(), person });
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
    getServerSnapshot: (): PersonState => hydrated,
    /** Makes the first person, once its state's data has loaded (a link's person is there). */
    async prepare(): Promise<void> {
      if (!state) {
        const person = await withData(() => make(index, {}));
        state ??= { person, locks: NO_LOCKS };
      }
      loadNext();
    },
    /**
     * Hands the person to `write`, which puts its values into the prerendered rows, so they
     * paint before React has started; so does every change until handToReact. Hydration then
     * finds them there; lock icons show with the first render after it.
     */
    showFirstPerson(write: (state: PersonState) => void) {
      const current = getSnapshot();
      if (current.person === null) return;
      paint = write;
      write(current);
      hydrated = { person: current.person, locks: NO_LOCKS };
    },
    /** `busy` is told true when a Generate waits for data, and false once none waits. */
    onBusy(busy: (busy: boolean) => void) {
      onBusy = busy;
    },
    /** React is hydrating the page: from now on only React writes into it. */
    handToReact() {
      paint = null;
    },
    /**
     * Shows the next person: at once when its data is there (almost always: it loads while
     * the person before shows), else once it has loaded, after any Generate still waiting.
     * Settles when the person shows; fails if its data cannot be loaded.
     */
    generate(): Promise<void> {
      ahead = AHEAD;
      if (!queue && isPersonReady(seed, index + 1, constraintsNow())) {
        showNext();
        return Promise.resolve();
      }
      if (!queue) onBusy(true);
      const waiting: Promise<void> = (queue ?? Promise.resolve())
        .then(() => withData(() => make(index + 1, constraintsNow())))
        .then((person) => showNext(person));
      // The next Generate waits for this one, even if this one fails.
      const settled: Promise<void> = waiting
        .catch(() => undefined)
        .then(() => {
          if (queue !== settled) return;
          queue = null;
          onBusy(false);
        });
      queue = settled;
      return waiting;
    },
    /** Shows a person and locks made elsewhere: an edit that app/edit.ts has checked. */
    show(next: PersonState) {
      set(next);
    },
    toggleLock(field: FieldName) {
      const current = getSnapshot();
      set({ ...current, locks: { ...current.locks, [field]: !current.locks[field] } });
    },
  };
}

export type PersonStore = ReturnType<typeof createPersonStore>;
