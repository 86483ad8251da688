/** The ten fields of a person, defined once: they drive the rows, the locks and Copy All. */

export const FIELDS = Object.freeze([
  Object.freeze({ key: 'firstName', label: 'First Name', group: 'name' } as const),
  Object.freeze({ key: 'lastName', label: 'Last Name', group: 'name' } as const),
  Object.freeze({ key: 'gender', label: 'Gender', group: 'name' } as const),
  Object.freeze({ key: 'streetAddress', label: 'Street Address', group: 'address' } as const),
  Object.freeze({ key: 'city', label: 'City', group: 'address' } as const),
  Object.freeze({ key: 'state', label: 'State', group: 'address' } as const),
  Object.freeze({ key: 'zipCode', label: 'Zip Code', group: 'address' } as const),
  Object.freeze({ key: 'birthdate', label: 'Birthdate', group: 'birth' } as const),
  Object.freeze({ key: 'email', label: 'Email', group: 'contact' } as const),
  Object.freeze({ key: 'phone', label: 'Phone', group: 'contact' } as const),
] as const);

export type Field = (typeof FIELDS)[number];
export type FieldName = Field['key'];

export type Gender = 'female' | 'male';

export interface Person {
  firstName: string;
  lastName: string;
  gender: Gender;
  state: string;
  city: string;
  streetAddress: string;
  zipCode: string;
  birthdate: string;
  /** At example.com, .net or .org (domains reserved for examples), unless set by hand. */
  email: string;
  /** NNN-NNN-NNNN: an area code of the town, then 555-0100 to 555-0199, unless set by hand. */
  phone: string;
}

export type Locks = Record<FieldName, boolean>;

/** Values every person made keeps, e.g. `{ state: 'Texas' }`: a partial person. */
export type Constraints = Partial<Person>;

/** The locked fields' values: what the page's locks ask of the next person. */
export function constraintsOf(person: Person, locks: Locks): Constraints {
  const constraints: Constraints = {};
  for (const { key } of FIELDS) {
    if (locks[key]) Object.assign(constraints, { [key]: person[key] });
  }
  // A locked city stays in the state it is shown in: a city name can exist in several states.
  if (locks.city) constraints.state = person.state;
  return constraints;
}

export const NO_LOCKS: Locks = {
  firstName: false,
  lastName: false,
  gender: false,
  streetAddress: false,
  city: false,
  state: false,
  zipCode: false,
  birthdate: false,
  email: false,
  phone: false,
};

/**
 * The order of Copy All, as the specification's Person entity lists it (not the row order), then
 * the two fields the page adds.
 */
export const COPY_ALL_ORDER = [
  'firstName',
  'lastName',
  'gender',
  'state',
  'city',
  'streetAddress',
  'zipCode',
  'birthdate',
  'email',
  'phone',
] as const satisfies readonly FieldName[];

export function copyAllText(person: Person): string {
  return COPY_ALL_ORDER.map((key) => `${key}: ${person[key]}`).join('\n');
}
