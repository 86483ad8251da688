/**
 * People per second: our generatePerson against the reference page's plain faker calls, in one
 * run. Run with `npx tsx tools/bench/bench-generator.ts`. It reports and never fails on slowness.
 */
import { fakerEN_US } from '@faker-js/faker';
import { NO_LOCKS } from '../../src/person/fields.ts';
import type { Locks } from '../../src/person/fields.ts';
import { localToday } from '../../src/person/birthdate.ts';
import { createRandom } from '../../src/person/faker.ts';
import { generatePerson } from '../../src/person/generate.ts';
import { decodePlaces } from '../../src/person/places.ts';
import { PLACES_DATA } from '../../src/person/places.data.ts';

const WARM_UP_MS = 300;
const MEASURE_MS = 1000;
const DECODE_RUNS = 20;

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

function timeDecode(): { first: number; best: number } {
  const time = () => {
    const start = performance.now();
    decodePlaces(PLACES_DATA);
    return performance.now() - start;
  };
  const first = time();
  return { first, best: Math.min(...Array.from({ length: DECODE_RUNS }, time)) };
}

const decode = timeDecode();
console.log(
  `places decode: first ${decode.first.toFixed(2)} ms, best of ${DECODE_RUNS} ${decode.best.toFixed(2)} ms`,
);

const random = createRandom();
const today = localToday(new Date());
const current = generatePerson({ random, today });
const someLocks: Locks = { ...NO_LOCKS, state: true, gender: true, lastName: true };
const cityLock: Locks = { ...NO_LOCKS, city: true, firstName: true };

const reference = () => ({
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
});

const results = {
  'ours, no locks': perSecond(() => generatePerson({ random, today })),
  'ours, state + gender + last name locked': perSecond(() =>
    generatePerson({ random, today, current, locks: someLocks }),
  ),
  'ours, city + first name locked': perSecond(() =>
    generatePerson({ random, today, current, locks: cityLock }),
  ),
  'reference (fakerEN_US calls)': perSecond(reference),
};
for (const [name, rate] of Object.entries(results)) {
  console.log(`${name.padEnd(42)} ${Math.round(rate).toLocaleString('en-US')} people/s`);
}
const ratio = results['ours, no locks'] / results['reference (fakerEN_US calls)'];
console.log(`ratio ours / reference (no locks): ${ratio.toFixed(2)}x`);
