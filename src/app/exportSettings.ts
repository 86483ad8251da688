/** The export form's text fields, read into numbers or a message to show by the field. */
import { MAX_SEED } from 'random-american-generator';

/** The page keeps a whole export in memory before it downloads: a million rows is 115 MB. */
export const MAX_EXPORT_COUNT = 1_000_000;

export type Reading<T> = { ok: true; value: T } | { ok: false; message: string };

/** A household is about 1.9 people: 500,000 households are about as many rows as 950,000 people. */
export const MAX_EXPORT_HOUSEHOLDS = 500_000;

/** What an export counts: people, or households (whose members are the rows). */
export type CountUnit = 'people' | 'households';

const MAX_OF: Record<CountUnit, number> = {
  people: MAX_EXPORT_COUNT,
  households: MAX_EXPORT_HOUSEHOLDS,
};

/** What every refused count ends with: what the field accepts. */
function countRange(unit: CountUnit): string {
  return `Enter a whole number of ${unit} from 1 to ${MAX_OF[unit].toLocaleString('en-US')}.`;
}

/**
 * Between groups of thousands people write a comma (1,000), a space (1 000, with or without a
 * non-breaking one), an underscore as in code (1_000) or an apostrophe as in Switzerland (1'000).
 * A dot is not among them: "1.000" is a thousand in Germany and one in the United States.
 */
const SEPARATOR = "[, \\u00a0\\u202f_'’]";
/** One separator throughout, with three digits after each: "1,2" is refused, never read as 12. */
const GROUPED = new RegExp(`^\\d{1,3}(${SEPARATOR})\\d{3}(?:\\1\\d{3})*$`);
const DIGITS_AND_SEPARATORS = new RegExp(`^(?:\\d|${SEPARATOR})+$`);
const DECIMAL = new RegExp(`^(?:\\d|${SEPARATOR})*\\.\\d*$`);
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3})+$/;

/** Digits, with thousands separated as people write them ("1,000", "1 000"); nothing else. */
export function readCount(text: string, unit: CountUnit = 'people'): Reading<number> {
  const range = countRange(unit);
  const refuse = (problem: string): Reading<number> => ({
    ok: false,
    message: problem ? `${problem} ${range}` : range,
  });
  const typed = text.trim();
  if (typed === '') return refuse('');
  const negative = /^[-−]/.test(typed);
  const unsigned = negative ? typed.slice(1) : typed;
  if (DOT_GROUPED.test(unsigned)) {
    return refuse(`“${typed}” is unclear: write a thousand as 1000 or 1,000.`);
  }
  if (DECIMAL.test(unsigned) && /\d/.test(unsigned)) {
    return refuse(`“${typed}” has a decimal point.`);
  }
  if (!DIGITS_AND_SEPARATORS.test(unsigned) || !/\d/.test(unsigned)) {
    return refuse('Use digits, such as 10 or 1,000.');
  }
  if (!/^\d+$/.test(unsigned) && !GROUPED.test(unsigned)) {
    return refuse(
      `“${typed}” is unclear: thousands are separated in groups of three, as in 1,000.`,
    );
  }
  const count = Number(unsigned.replace(/\D/g, ''));
  if (count === 0) return refuse(`0 ${unit} is too few.`);
  if (negative) return refuse(`The number of ${unit} cannot be negative.`);
  if (count > MAX_OF[unit]) {
    // The digits typed, grouped: a Number would round past 2 ** 53, or be Infinity.
    const digits = unsigned.replace(/\D/g, '').replace(/^0+/, '');
    const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
    return refuse(`${grouped} is more than the page makes at once.`);
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
