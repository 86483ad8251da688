import { en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { personDefinitions } from '../../scripts/build-person-locale.ts';
import { createPersonFaker } from './faker.ts';
import { PERSON_LOCALE } from './locale.data.ts';
import { packWords, unpackWords } from './words.ts';

describe('the faker subset', () => {
  it('holds exactly the definitions faker ships today (rerun the script after an upgrade)', () => {
    expect(PERSON_LOCALE).toEqual(personDefinitions());
  });

  it('has no first name in both gender lists, so a name tells its gender', () => {
    const male = new Set(PERSON_LOCALE.person.first_name.male);
    expect(PERSON_LOCALE.person.first_name.female.filter((name) => male.has(name))).toEqual([]);
  });

  it('repeats itself for a seed and varies between seeds', () => {
    const draw = (seed: number) => {
      const faker = createPersonFaker(seed);
      return [
        faker.person.firstName('male'),
        faker.person.lastName(),
        faker.location.streetAddress(),
      ];
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('makes first names of the asked sex and street addresses without a second line', () => {
    const faker = createPersonFaker(1);
    const female = new Set(en.person?.first_name?.female);
    const male = new Set(en.person?.first_name?.male);
    for (let i = 0; i < 500; i++) {
      expect(female).toContain(faker.person.firstName('female'));
      expect(male).toContain(faker.person.firstName('male'));
      const street = faker.location.streetAddress();
      expect(street).toMatch(/^[1-9]\d{2,4} [A-Z0-9][^\n]*$/);
      expect(street).not.toMatch(/Apt\.|Suite/);
    }
  });
});

describe('packed word lists', () => {
  it('unpack to the words packed, in order, however much they share', () => {
    const words = [
      '10th Street',
      '11th Street',
      'Abernathy',
      'Abernathys',
      'Abernathyson',
      'B',
      '',
    ];
    expect(unpackWords(packWords(words))).toEqual(words);
    expect(unpackWords(packWords([]))).toEqual([]);
  });

  it('write the shared length then the rest', () => {
    expect(packWords(['Abbey', 'Abbie', 'Ada'])).toBe('0Abbey|3ie|1da');
    expect(() => packWords(['a|b'])).toThrow();
  });
});
