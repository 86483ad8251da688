/**
 * Setting one value of the person by hand (the editor in FieldEditor.tsx). The value is checked
 * with the locked values by the generator's own rules (constraintProblems); if it holds, it is
 * locked and the unlocked fields that depend on it follow it (a ZIP brings its city and state),
 * while the others stay as they are. No DOM, no React.
 */
import {
  FIELDS,
  MAX_AGE,
  MIN_AGE,
  constraintProblems,
  cityNamed,
  isKnownFirstName,
  type Constraints,
  type FieldName,
  type LocalDate,
  type Person,
} from 'random-american-generator';
import {
  CITY_IN_STATE,
  birthdateRange,
  constraintsOf,
  formatBirthdate,
  generatePerson,
  placesInCity,
  placesInState,
  readWritten,
  stateNames,
  stateWritten,
  type Locks,
  type Random,
} from 'random-american-generator/page';

/** The unlocked fields that follow an edit of each field; every other field keeps its value. */
const FOLLOWERS: Record<FieldName, readonly FieldName[]> = {
  // The email is built from the name, so it follows whatever changes the name.
  firstName: ['gender', 'birthdate', 'email'],
  lastName: ['email'],
  gender: ['firstName', 'email'],
  streetAddress: [],
  // The phone's area code is one that serves the town.
  city: ['state', 'zipCode', 'phone'],
  state: ['city', 'zipCode', 'phone'],
  zipCode: ['city', 'state', 'phone'],
  birthdate: ['firstName', 'email'],
  // People keep their numbers and addresses when they move: nothing follows these.
  email: [],
  phone: [],
};

const GENDERS = ['female', 'male'] as const;

/** What follows a first name the data does not know: its gender and birth years are unknown. */
const UNKNOWN_FIRST_NAME_FOLLOWERS: readonly FieldName[] = ['email'];

export interface EditRequest {
  person: Person;
  locks: Locks;
  field: FieldName;
  /** What the user typed or chose; spaces around it are dropped. */
  input: string;
  today: LocalDate;
  random: Random;
}

export type EditResult = { person: Person; locks: Locks } | { problem: string };

export function editPerson({
  person,
  locks,
  field,
  input,
  today,
  random,
}: EditRequest): EditResult {
  const typed = readWritten(field, input);
  const asked: Record<string, string> = { [field]: typed };
  if (field === 'city') {
    const cityInState = CITY_IN_STATE.exec(typed);
    const stateText = cityInState?.[2];
    // "Springfield, Oregon" or "Springfield, OR".
    const state = stateText === undefined ? undefined : stateWritten(stateText);
    if (cityInState?.[1] && state) {
      if (locks.state && state !== person.state) {
        return {
          problem: `State is locked to ${person.state}: unlock it to choose a city in ${state}.`,
        };
      }
      Object.assign(asked, { city: cityNamed(cityInState[1], state), state });
    } else {
      // The shown state's city of that name if it has one; else the one where most people live,
      // so that under a locked State the check says where the city is, not that it is unknown.
      asked.city = cityNamed(typed, undefined, person.state);
    }
  }
  // The value it has already: it is locked, and nothing else is drawn again.
  if (Object.entries(asked).every(([key, value]) => person[key as FieldName] === value)) {
    return { person, locks: { ...locks, [field]: true } };
  }

  // The locked values and the new one must hold together.
  const checked = lockedWith(person, locks, field, asked);
  const problems = constraintProblems(checked, today);
  if (problems.length > 0) {
    const said = problems.map(({ message }) => message).join(' ');
    const inTheWay = locksInTheWay(person, locks, field, asked, today);
    return { problem: inTheWay ? `${said} To set it, unlock ${inTheWay}.` : said };
  }

  // Gender and birthdate follow only a first name the data knows; another keeps them. The email,
  // built from the name, follows either.
  const followers =
    field === 'firstName' && !isKnownFirstName(asked.firstName ?? '')
      ? UNKNOWN_FIRST_NAME_FOLLOWERS
      : FOLLOWERS[field];
  const kept: Record<string, string> = {};
  for (const { key } of FIELDS) {
    if (locks[key] || !followers.includes(key)) kept[key] = person[key];
  }
  Object.assign(kept, checked);
  // A city named alone stays in the state shown if that state has one of that name.
  if (field === 'city' && kept.state === undefined && kept.city !== undefined) {
    const here = placesInCity(kept.city).some((place) => place.state === person.state);
    if (here) kept.state = person.state;
  }
  // A gender set or locked is the user's; else it goes where the name and birthdate lead.
  const gender = locks.gender || field === 'gender' ? undefined : genderOfNameAndBirth(kept, today);
  if (gender !== undefined) kept.gender = gender;
  // A birthdate kept but not locked follows a name and gender it does not go with (Addison set a
  // girl: the SSA lists no girl Addison in the 1950s).
  if (!locks.birthdate && field !== 'birthdate' && !nameBirthHolds(kept, today)) {
    delete kept.birthdate;
  }
  return {
    person: generatePerson({ random, today, constraints: asConstraints(kept) }),
    locks: { ...locks, [field]: true },
  };
}

/**
 * The one gender that goes with the kept first name and birthdate, for a name given to both sexes
 * that the Social Security names list for one only in the birthdate's decade (Addison: boys
 * alone in the 1950s); undefined otherwise. The draw's counts give the name to neither sex in such
 * a decade, so it could draw, or keep, a gender whose own link would be refused.
 */
function genderOfNameAndBirth(
  { firstName, birthdate }: Record<string, string>,
  today: LocalDate,
): 'female' | 'male' | undefined {
  if (firstName === undefined || birthdate === undefined) return undefined;
  const holds = (constraints: Record<string, string>) =>
    constraintProblems(constraints, today).length === 0;
  const bothSexes = GENDERS.every((gender) => holds({ firstName, gender }));
  const fitting = GENDERS.filter((gender) => holds({ firstName, gender, birthdate }));
  return bothSexes && fitting.length === 1 ? fitting[0] : undefined;
}

/** Whether the kept first name, gender and birthdate go together (any of them may be absent). */
function nameBirthHolds(
  { firstName, gender, birthdate }: Record<string, string>,
  today: LocalDate,
): boolean {
  if (firstName === undefined || birthdate === undefined) return true;
  const together: Record<string, string> = { firstName, birthdate };
  if (gender !== undefined) together.gender = gender;
  return constraintProblems(together, today).length === 0;
}

/**
 * The locked values with the new one. A locked city brings its state (constraintsOf), unless
 * that city is the value being replaced.
 */
function lockedWith(
  person: Person,
  locks: Locks,
  field: FieldName,
  asked: Record<string, string>,
): Record<string, string> {
  const checked: Record<string, string> = { ...constraintsOf(person, locks) };
  if (field === 'city' && !locks.state) delete checked.state;
  return Object.assign(checked, asked);
}

/**
 * What to unlock for a value that holds on its own but not with the locks: "Gender" (for First
 * Name Michael with Gender locked to female), "State or City" when either alone would do, "City
 * and State" when only both together do (a ZIP elsewhere with both locked). Undefined when the
 * value cannot hold anyway, or only with more undone.
 */
function locksInTheWay(
  person: Person,
  locks: Locks,
  field: FieldName,
  asked: Record<string, string>,
  today: LocalDate,
): string | undefined {
  if (constraintProblems(asked, today).length > 0) return undefined;
  const holdsWithout = (...unlocked: FieldName[]) => {
    const kept = { ...locks };
    for (const key of unlocked) kept[key] = false;
    return constraintProblems(lockedWith(person, kept, field, asked), today).length === 0;
  };
  const others = FIELDS.filter(({ key }) => key !== field && locks[key]);
  const alone = others.filter(({ key }) => holdsWithout(key)).map(({ label }) => label);
  if (alone.length > 0) return joined(alone, 'or');
  for (const [position, first] of others.entries()) {
    const second = others.slice(position + 1).find(({ key }) => holdsWithout(first.key, key));
    if (second) return joined([first.label, second.label], 'and');
  }
  return undefined;
}

/** "State", "State or City", "First Name, State or City". */
function joined(items: readonly string[], word: 'or' | 'and'): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1] ?? ''}`;
}

/** Values constraintProblems has accepted, typed: their gender, if any, is one. */
function asConstraints({ gender, ...rest }: Record<string, string>): Constraints {
  return gender === 'female' || gender === 'male' ? { ...rest, gender } : rest;
}

/** What the city list offers: the locked state's cities, or every city as "City, State". */
export function cityChoices(person: Person, locks: Locks): string[] {
  if (locks.state) {
    return [...new Set(placesInState(person.state).map(({ city }) => city))].sort(byName);
  }
  const choices = stateNames().flatMap((state) =>
    [...new Set(placesInState(state).map(({ city }) => city))].map((city) => `${city}, ${state}`),
  );
  return choices.sort(byName);
}

/** The editor's hint for a field: what it takes and what follows it. */
export function editHint(field: FieldName, person: Person, locks: Locks, today: LocalDate): string {
  switch (field) {
    case 'firstName':
      return 'Gender and Birthdate follow a first name we know, and Email follows, unless locked.';
    case 'gender':
      return 'First Name and Email follow, unless locked.';
    case 'birthdate': {
      const { earliest, latest } = birthdateRange(today);
      return `M/D/YYYY, an age of ${MIN_AGE} to ${MAX_AGE}: ${formatBirthdate(earliest)} to ${formatBirthdate(latest)}. First Name and Email follow, unless locked.`;
    }
    case 'city':
      return locks.state
        ? `A city of ${person.state}, as State is locked. Zip Code and Phone follow.`
        : 'A city we know; State, Zip Code and Phone follow.';
    case 'state':
      return 'City, Zip Code and Phone follow, unless locked.';
    case 'zipCode':
      return 'Five digits, a residential ZIP we know; City, State and Phone follow.';
    case 'lastName':
      return 'Any last name; Email follows, unless locked.';
    case 'email':
      return 'An address a form accepts; kept as it is wherever the person lives. An export with it locked has one email for everyone.';
    case 'phone':
      return 'A US number, NNN-NNN-NNNN; kept as it is wherever the person lives.';
    case 'streetAddress':
      return 'Any street address; nothing else follows it.';
  }
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-US');
