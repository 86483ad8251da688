import { en, fakerEN_US } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { personDefinitions } from '../../tools/data/person-locale.ts';
import { createPersonFaker } from './faker.ts';
import { PERSON_LOCALE } from './locale.data.ts';
import { packWords, unpackWords } from './words.ts';

const SEED = 42;
const NAME_DRAWS = 3000;

describe('the faker subset', () => {
  it('holds exactly the definitions faker ships today (rerun the script after an upgrade)', () => {
    expect(PERSON_LOCALE).toEqual(personDefinitions());
  });

  it("holds en's female, male and generic first names, in faker's order", () => {
    const { female, male, generic } = PERSON_LOCALE.person.first_name;
    expect({ female, male, generic }).toEqual({
      female: en.person?.first_name?.female,
      male: en.person?.first_name?.male,
      generic: en.person?.first_name?.generic,
    });
    expect(generic).toEqual(expect.arrayContaining(['Avery', 'Taylor']));
  });

  it('draws first names exactly as fakerEN_US does, generic names included', () => {
    const female = new Set(en.person?.first_name?.female);
    const generic = new Set(en.person?.first_name?.generic);
    for (const sex of ['female', 'male'] as const) {
      const ours = createPersonFaker(SEED);
      fakerEN_US.seed(SEED);
      const draws = Array.from({ length: NAME_DRAWS }, () => ours.person.firstName(sex));
      expect(draws).toEqual(draws.map(() => fakerEN_US.person.firstName(sex)));
      const genericShare = draws.filter((name) => generic.has(name)).length / NAME_DRAWS;
      // Faker weighs the lists 3·√(own list) to √(generic list): about 11% generic.
      expect(genericShare).toBeGreaterThan(0.07);
      expect(genericShare).toBeLessThan(0.16);
    }
    const ours = createPersonFaker(SEED);
    for (let i = 0; i < NAME_DRAWS; i++) {
      const name = ours.person.firstName('female');
      expect(female.has(name) || generic.has(name), name).toBe(true);
    }
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

  it('makes first names of the asked sex or generic, and street addresses without a second line', () => {
    const faker = createPersonFaker(1);
    const { female, male, generic } = en.person?.first_name ?? {};
    const femaleOrGeneric = new Set([...(female ?? []), ...(generic ?? [])]);
    const maleOrGeneric = new Set([...(male ?? []), ...(generic ?? [])]);
    for (let i = 0; i < 500; i++) {
      expect(femaleOrGeneric).toContain(faker.person.firstName('female'));
      expect(maleOrGeneric).toContain(faker.person.firstName('male'));
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
