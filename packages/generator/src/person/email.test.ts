import { describe, expect, it } from 'vitest';
import { blockOf, emailNumber, permuteLarge, permuteSmall } from './email.ts';
import { people, person } from '../options/calls.ts';
import { MAX_INDEX } from '../draw/random.ts';

const TEN_MILLION = 10_000_000;

describe('emails', () => {
  it('keep a mailbox of 64 characters at most (RFC 5321), however long the names locked', () => {
    const { email } = person({
      seed: 1,
      index: MAX_INDEX,
      asOf: '2026-11-22',
      constraints: {
        firstName: 'Maryelizabethannemargaretcatherine',
        lastName: 'Wolfeschlegelsteinhausenbergerdorff',
      },
    });
    expect(email).toMatch(
      /^maryelizabethannemargare\.wolfeschlegelsteinhausen\d{15}@example\.(com|net|org)$/,
    );
    expect(email.indexOf('@')).toBeLessThanOrEqual(64);
  });

  it('carry a number no other index of the seed has, for the first 10,000,000 people', () => {
    const seed = 4_294_967_295;
    // Numbers run from 10 to 10,000,009: a byte each.
    const seen = new Uint8Array(TEN_MILLION + 10);
    let repeats = 0;
    for (let index = 0; index < TEN_MILLION; index++) {
      const number = emailNumber(seed, index);
      if (seen[number]) repeats++;
      seen[number] = 1;
    }
    expect(repeats).toBe(0);
    // The numbers are shuffled, not counted up.
    expect([emailNumber(seed, 0), emailNumber(seed, 1)]).not.toEqual([10, 11]);
    // Ten million draws: seconds alone, minutes on a loaded machine; the limit is for a hang.
  }, 900_000);

  it('differ between any two of 100,000 people of one seed, locked or not', () => {
    for (const constraints of [{}, { firstName: 'Mary', lastName: 'Smith' }]) {
      const emails = new Set<string>();
      for (const row of people({ seed: 7, count: 100_000, asOf: '2026-11-22', constraints })) {
        emails.add(row.email);
      }
      expect(emails.size).toBe(100_000);
    }
  });

  it('are the same for the same seed and index, and differ between seeds', () => {
    expect(emailNumber(42, 123_456)).toBe(emailNumber(42, 123_456));
    const differing = Array.from({ length: 100 }, (_, index) => index).filter(
      (index) => emailNumber(1, index) !== emailNumber(2, index),
    );
    expect(differing.length).toBeGreaterThan(90);
  });

  it('are permuted alike in 32-bit integers and in doubles, in every block integers take', () => {
    let compared = 0;
    for (const seed of [0, 42, 4_294_967_295]) {
      // 2 to 9 digits: the blocks whose halves are at most 15 bits.
      for (let digits = 2; digits <= 9; digits++) {
        const block = blockOf(seed, digits);
        expect(block.halfBits).toBeLessThanOrEqual(15);
        const step = Math.max(1, Math.floor(block.size / 997));
        for (let value = 0; value < block.size; value += step) {
          expect(permuteSmall(value, block)).toBe(permuteLarge(value, block));
          compared++;
        }
        expect(permuteSmall(block.size - 1, block)).toBe(permuteLarge(block.size - 1, block));
      }
      expect(blockOf(seed, 10).halfBits).toBeGreaterThan(15);
    }
    expect(compared).toBeGreaterThan(20_000);
  });
});
