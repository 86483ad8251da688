import { Faker } from '@faker-js/faker';
import { PERSON_LOCALE } from './locale.data.ts';

/**
 * A faker that knows only the en_US definitions the generator reads (see locale.data.ts), so
 * the page ships faker's code without its locale data. A seed makes its output repeatable.
 */
export function createPersonFaker(seed?: number): Faker {
  const faker = new Faker({ locale: [PERSON_LOCALE] });
  if (seed !== undefined) faker.seed(seed);
  return faker;
}
