import { type FieldName, type Person } from 'random-american-generator';
import {
  NO_LOCKS,
  constraintsOf,
  createRandom,
  generatePerson,
  localToday,
  type Locks,
} from 'random-american-generator/page';

export interface PersonState {
  /** Null only in the page rendered at build time, before the browser has made anyone. */
  person: Person | null;
  locks: Locks;
}

type Listener = () => void;

const SERVER_STATE: PersonState = { person: null, locks: NO_LOCKS };

/**
 * The one person on the page and its locks, in memory only: a reload starts afresh.
 * It lives outside React so the page rendered at build time (no person yet) can hydrate
 * and then show the person made in the browser, through useSyncExternalStore.
 */
export function createPersonStore(random = createRandom(), initial?: PersonState) {
  // A person from a link (see app/link.ts) is shown as it came, locks and all.
  let state: PersonState | null = initial ?? null;
  // What the page's markup shows when React hydrates it: nobody in the page rendered at build
  // time; the first person's values once showFirstPerson has written them into that markup.
  let hydrated: PersonState = SERVER_STATE;
  /** Until React takes over, what writes each new state into the page (showFirstPerson). */
  let paint: ((state: PersonState) => void) | null = null;
  const listeners = new Set<Listener>();

  const make = (current: PersonState | null): Person =>
    generatePerson({
      random,
      today: localToday(new Date()),
      constraints: current?.person ? constraintsOf(current.person, current.locks) : {},
    });

  const set = (next: PersonState) => {
    state = next;
    if (paint && next.person) {
      paint(next);
      // The markup's icons are still the unlocked ones: React renders the locks after hydrating.
      hydrated = { person: next.person, locks: NO_LOCKS };
    }
    listeners.forEach((listener) => listener());
  };

  const getSnapshot = (): PersonState => {
    // The first person is made on first read, so importing this module costs nothing.
    state ??= { person: make(null), locks: NO_LOCKS };
    return state;
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
    getServerSnapshot: (): PersonState => hydrated,
    /**
     * Makes the first person and hands it to `write`, which puts its values into the prerendered
     * rows, so they paint before React has started; so does every change until handToReact.
     * Hydration then finds them there; lock icons show with the first render after it.
     */
    showFirstPerson(write: (state: PersonState) => void) {
      const current = getSnapshot();
      if (current.person === null) return;
      paint = write;
      write(current);
      hydrated = { person: current.person, locks: NO_LOCKS };
    },
    /** React is hydrating the page: from now on only React writes into it. */
    handToReact() {
      paint = null;
    },
    generate() {
      const current = getSnapshot();
      set({ ...current, person: make(current) });
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
