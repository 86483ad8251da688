/**
 * How messages show a value they refuse. A JavaScript caller can pass anything, and the message
 * should say what it got in words a reader can act on: "42" and 42 read differently, and an
 * array, a Date or a Map is named as one rather than printed as its text.
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return `the text “${cut(value)}”`;
  if (typeof value === 'bigint') return `the BigInt ${value}n`;
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) {
    return `the Date ${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}`;
  }
  if (typeof value === 'object' && value !== null) return objectText(value);
  return String(value);
}

/** A message quotes a value to show what it was, not to hand a megabyte of it back. */
const LONGEST_SHOWN = 80;

/** The text, cut to LONGEST_SHOWN characters; whole ones, so no emoji is cut in half. */
function cut(text: string): string {
  // A character is one or two code units: this many hold more than LONGEST_SHOWN if there are.
  const characters = Array.from(text.slice(0, 2 * LONGEST_SHOWN + 2));
  if (characters.length <= LONGEST_SHOWN) return text;
  return `${characters.slice(0, LONGEST_SHOWN - 1).join('')}…`;
}

/** A plain object as its JSON ({"year":2026,"month":13,"day":1}); another by its class ("a Map"). */
function objectText(value: object): string {
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    const name = (value.constructor as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string' || name === '') return 'an object';
    return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return 'an object';
  }
  return text === undefined ? 'an object' : `the object ${cut(text)}`;
}
