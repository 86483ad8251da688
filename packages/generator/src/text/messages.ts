/**
 * How messages show a value they refuse. A JavaScript caller can pass anything, and the message
 * should say what it got in words a reader can act on: "42" and 42 read differently, and an
 * array, a Date or a Map is named as one rather than printed as its text.
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return `the text ${quoted(value)}`;
  if (typeof value === 'bigint') return `the BigInt ${value}n`;
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) {
    return `the Date ${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}`;
  }
  if (typeof value === 'object' && value !== null) return objectText(value);
  return escaped(cut(String(value)));
}

/**
 * Text a message quotes, as the reader can trust it: cut short and its unprintable characters
 * escaped. A message goes to a terminal, a log or a page, and quotes what someone else typed.
 */
export function quoted(text: string): string {
  return `“${printable(text)}”`;
}

/** Text a message shows unquoted (a flag's name), cut and escaped as quoted() does. */
export function printable(text: string): string {
  return escaped(cut(text));
}

/**
 * Characters a message never prints as they are: controls (an escape sequence sets a terminal's
 * title or colours, a line break forges a line of its own), format characters (a direction
 * override reorders what follows, a zero-width space hides), line and paragraph separators, and
 * lone surrogates. The zero-width joiner is let be: it only joins emoji, and escaped it would
 * split them.
 */
const UNPRINTABLE = /(?!\u200d)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Each unprintable character as JavaScript writes it in a string: \n, \x1B, \u202E, \u{E0001}. */
function escaped(text: string): string {
  return text.replace(UNPRINTABLE, (character) => {
    const code = character.codePointAt(0) ?? 0;
    const hex = code.toString(16).toUpperCase();
    if (code < 0x100) return SHORT_ESCAPES[character] ?? `\\x${hex.padStart(2, '0')}`;
    return code < 0x10000 ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
  });
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
    return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${escaped(cut(name))}`;
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return 'an object';
  }
  return text === undefined ? 'an object' : `the object ${escaped(cut(text))}`;
}
