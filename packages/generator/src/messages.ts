/**
 * How messages show a value they refuse. A JavaScript caller can pass anything, and the message
 * should say what it got in words a reader can act on: "42" and 42 read differently, and an
 * array or a Date is named as one rather than printed as its text.
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return `the text “${value}”`;
  if (typeof value === 'bigint') return `the BigInt ${value}n`;
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date)
    return `the Date ${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}`;
  if (typeof value === 'object' && value !== null) return objectText(value);
  return String(value);
}

const LONGEST_OBJECT_TEXT = 80;

/** {"year":2026,"month":13,"day":1} as JSON, cut short if long; "an object" if JSON cannot say. */
function objectText(value: object): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return 'an object';
  }
  if (text === undefined) return 'an object';
  return `the object ${text.length > LONGEST_OBJECT_TEXT ? `${text.slice(0, LONGEST_OBJECT_TEXT - 1)}…` : text}`;
}
