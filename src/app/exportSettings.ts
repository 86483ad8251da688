/** The export form's text fields, read into numbers or a message to show by the field. */
import { MAX_SEED } from 'random-american-generator';

/** The page keeps a whole export in memory before it downloads: a million rows is 115 MB. */
export const MAX_EXPORT_COUNT = 1_000_000;

export type Reading<T> = { ok: true; value: T } | { ok: false; message: string };

const COUNT_RANGE = `from 1 to ${MAX_EXPORT_COUNT.toLocaleString('en-US')}`;

/** Thousands separators are allowed: "1,000" and "1000" are the same count. */
export function readCount(text: string): Reading<number> {
  const plain = text.trim().replaceAll(',', '');
  if (plain === '') return { ok: false, message: `Enter how many people, ${COUNT_RANGE}.` };
  if (/^-\d+$/.test(plain) && Number(plain) !== 0) {
    return { ok: false, message: `The number of people cannot be negative: enter ${COUNT_RANGE}.` };
  }
  if (!/^-?\d+$/.test(plain)) {
    return { ok: false, message: `“${text.trim()}” is not a whole number: enter ${COUNT_RANGE}.` };
  }
  const count = Number(plain);
  if (count === 0) return { ok: false, message: `0 people is too few: enter ${COUNT_RANGE}.` };
  if (count > MAX_EXPORT_COUNT) {
    return {
      ok: false,
      message: `At most ${MAX_EXPORT_COUNT.toLocaleString('en-US')} people at a time.`,
    };
  }
  return { ok: true, value: count };
}

/** Empty means "pick one": the file's name then says which seed was used. */
export function readSeed(text: string): Reading<number | undefined> {
  const plain = text.trim();
  if (plain === '') return { ok: true, value: undefined };
  const seed = Number(plain);
  if (/^\d+$/.test(plain) && seed <= MAX_SEED) return { ok: true, value: seed };
  return {
    ok: false,
    message: `A seed is a whole number from 0 to ${MAX_SEED.toLocaleString('en-US')}, or empty for a random one.`,
  };
}
