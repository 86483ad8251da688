import { SimpleFaker } from '@faker-js/faker';

/**
 * The random source of every person: faker's SimpleFaker (its seedable generator, numbers and
 * helpers, without locale data). A seed makes its output repeatable.
 */
export function createRandom(seed?: number): SimpleFaker {
  const random = new SimpleFaker();
  if (seed !== undefined) random.seed(seed);
  return random;
}
