/**
 * People per second: our generatePerson against the reference page's plain faker calls, in one
 * run, in Node (no page around it).
 */
import { fakerEN_US } from '@faker-js/faker';
/*
 * Everything this bench needs from the person model, in one place: when the generator's API
 * changes, only these lines and `ours` below follow.
 */
import { constraintsOf, NO_LOCKS, type Locks } from '../../packages/generator/src/fields.ts';
import { localToday } from '../../packages/generator/src/birthdate.ts';
import { createRandom } from '../../packages/generator/src/random.ts';
import { generatePerson } from '../../packages/generator/src/generate.ts';

const WARM_UP_MS = 300;
const MEASURE_MS = 1000;

export interface GeneratorRates {
  /** People per second, by what made them. */
  rates: Record<string, number>;
  /** The rate of ours without locks, and of the reference page's faker calls. */
  ours: number;
  reference: number;
}

function perSecond(make: () => unknown): number {
  const run = (ms: number) => {
    let count = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      for (let i = 0; i < 100; i++) make();
      count += 100;
    }
    return count;
  };
  run(WARM_UP_MS);
  const start = performance.now();
  const count = run(MEASURE_MS);
  return count / ((performance.now() - start) / 1000);
}

/** What the reference page calls for one person (faker's own en_US lists and formats). */
function referencePerson() {
  return {
    firstName: fakerEN_US.person.firstName(),
    lastName: fakerEN_US.person.lastName(),
    gender: fakerEN_US.person.sexType(),
    state: fakerEN_US.location.state(),
    city: fakerEN_US.location.city(),
    streetAddress: fakerEN_US.location.streetAddress(),
    zipCode: fakerEN_US.location.zipCode(),
    birthdate: fakerEN_US.date
      .birthdate({ mode: 'age', min: 18, max: 80 })
      .toLocaleDateString('en-US'),
  };
}

export function measureGenerator(): GeneratorRates {
  const random = createRandom();
  const today = localToday(new Date());
  const current = generatePerson({ random, today });
  const someLocks: Locks = { ...NO_LOCKS, state: true, gender: true, lastName: true };
  const cityLock: Locks = { ...NO_LOCKS, city: true, firstName: true };
  const ours = perSecond(() => generatePerson({ random, today }));
  const reference = perSecond(referencePerson);
  return {
    rates: {
      'ours, no locks': ours,
      'ours, state + gender + last name locked': perSecond(() =>
        generatePerson({ random, today, constraints: constraintsOf(current, someLocks) }),
      ),
      'ours, city + first name locked': perSecond(() =>
        generatePerson({ random, today, constraints: constraintsOf(current, cityLock) }),
      ),
      'reference (fakerEN_US calls)': reference,
    },
    ours,
    reference,
  };
}
