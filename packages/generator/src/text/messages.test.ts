import { describe, expect, it } from 'vitest';
import { constraintProblems } from '../options/reading.ts';
import { quoted, shownValue } from './messages.ts';

describe('a value a message quotes', () => {
  it('shows no control character as it is: a terminal escape, a line break, a direction override', () => {
    // ESC ] 0 ; ... BEL sets a terminal's title; ESC [ 31 m colours what follows.
    expect(quoted('\u001b]0;owned\u0007x\u001b[31m')).toBe('“\\x1B]0;owned\\x07x\\x1B[31m”');
    expect(quoted('a\nb\r\tc\u0085')).toBe('“a\\nb\\r\\tc\\x85”');
    expect(quoted('\u202eLee\u2028')).toBe('“\\u202ELee\\u2028”');
    expect(quoted('x\ud83d')).toBe('“x\\uD83D”');
    expect(quoted('flag\u{e0067}')).toBe('“flag\\u{E0067}”');
  });

  it('keeps what prints as it is: accents, other scripts, emoji and the joiner inside them', () => {
    for (const text of ['Zoë', 'כהן', '李', '👨‍👩‍👧', 'O\'Neil \\ "x"']) {
      expect(quoted(text)).toBe(`“${text}”`);
    }
  });

  it('is cut to 80 characters, whole ones, with an ellipsis', () => {
    expect(quoted('x'.repeat(10_000))).toBe(`“${'x'.repeat(79)}…”`);
    expect(quoted('😀'.repeat(100))).toBe(`“${'😀'.repeat(79)}…”`);
    expect(quoted('x'.repeat(80))).toBe(`“${'x'.repeat(80)}”`);
  });

  it('is shown so whatever it is: text, an object, a class name', () => {
    expect(shownValue('a\u001bb')).toBe('the text “a\\x1Bb”');
    expect(shownValue({ year: '\u2028' })).toBe('the object {"year":"\\u2028"}');
    class Sneaky {
      readonly state = 'Texas';
    }
    Object.defineProperty(Sneaky, 'name', { value: 'Evil\u001b[2J' });
    expect(shownValue(new Sneaky())).toBe('an Evil\\x1B[2J');
    expect(shownValue(Symbol('\u001b'))).toBe('Symbol(\\x1B)');
  });

  it('in a constraint’s message too: spaces around a terminal escape', () => {
    expect(constraintProblems({ lastName: ' \u001b[31mLee ' }, '2026-11-22')).toEqual([
      { field: 'lastName', message: 'Last Name “ \\x1B[31mLee ” has spaces around it.' },
    ]);
  });
});
