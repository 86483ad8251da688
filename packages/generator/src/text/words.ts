/**
 * Long word lists are shipped packed: each word is written as how many leading characters it
 * shares with the previous word (one digit) and then the rest, words joined by '|'. A sorted list
 * shares long beginnings, which gzip alone does not take as well; the order is kept as given.
 */
const SEPARATOR = '|';
const MAX_SHARED = 9;

export function packWords(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      if (word.includes(SEPARATOR)) throw new Error(`cannot pack ${JSON.stringify(word)}`);
      let shared = 0;
      while (shared < MAX_SHARED && shared < word.length && word[shared] === previous[shared]) {
        shared++;
      }
      previous = word;
      return `${shared}${word.slice(shared)}`;
    })
    .join(SEPARATOR);
}

export function unpackWords(packed: string): string[] {
  if (packed === '') return [];
  let previous = '';
  return packed.split(SEPARATOR).map((item) => {
    previous = previous.slice(0, Number(item[0])) + item.slice(1);
    return previous;
  });
}

/**
 * Words read one at a time from a packed list. The first person needs one surname and one first
 * name, not thousands: a word is rebuilt from the items before it only as far back as its shared
 * characters reach. Once a run has read READS_BEFORE_UNPACKING words, the list is unpacked whole
 * and words come from the array, as a run of a million people needs.
 */
const READS_BEFORE_UNPACKING = 64;
const DIGIT_ZERO = 48;

export class PackedWords {
  private readonly packed: string;
  private readonly shared: Map<string, string> | undefined;
  private items: string[] | undefined;
  private unpacked: string[] | undefined;
  private reads = 0;

  /**
   * `shared`, when given, holds one string for each word, shared by the lists given it: a word
   * unpacked is replaced by the one already there. Fifty states' first names are some 140,000
   * words and 6,000 names.
   */
  constructor(packed: string, shared?: Map<string, string>) {
    this.packed = packed;
    this.shared = shared;
  }

  /** Every word, in order (unpacks the list once, and lets go of the items read one at a time). */
  all(): readonly string[] {
    if (!this.unpacked) {
      const words = unpackWords(this.packed);
      const { shared } = this;
      if (shared) {
        words.forEach((word, index) => {
          const kept = shared.get(word);
          if (kept === undefined) shared.set(word, word);
          else words[index] = kept;
        });
      }
      this.unpacked = words;
      this.items = undefined;
    }
    return this.unpacked;
  }

  /** The word at `index`, or '' outside the list. */
  at(index: number): string {
    if (this.unpacked || ++this.reads > READS_BEFORE_UNPACKING) return this.all()[index] ?? '';
    // The engine's own split: a loop over the text here would run before it is optimised.
    const items = (this.items ??= this.packed === '' ? [] : this.packed.split(SEPARATOR));
    const item = items[index];
    if (item === undefined) return '';
    let word = item.slice(1);
    // Item j is (the first shared(j) characters of word j - 1) + its own rest: the characters
    // still needed come from the latest earlier item that wrote them itself.
    let needed = item.charCodeAt(0) - DIGIT_ZERO;
    for (let before = index - 1; needed > 0 && before >= 0; before--) {
      const earlier = items[before] ?? '';
      const shared = earlier.charCodeAt(0) - DIGIT_ZERO;
      if (shared < needed) {
        word = earlier.slice(1, 1 + needed - shared) + word;
        needed = shared;
      }
    }
    return word;
  }
}

/**
 * Shipped data is one-byte text. A single character above U+00FF makes V8 keep the whole string,
 * and every name sliced from it, at two bytes a character, and then every row of an export that
 * holds one of those names: twice the bytes to join, flatten and encode as UTF-8. The one such
 * character the shipped names hold, the ʻokina of Hawaiian names written as ‘ (U+2018, as in
 * ‘Aiea), is shipped as '`', which no name holds.
 */
export const OKINA = '\u2018';
const STAND_IN = '`';
const ABOVE_ONE_BYTE = /[\u0100-\uffff]/;

/** A name as the data modules ship it; throws for a character they cannot carry. */
export function toOneByteText(name: string): string {
  const text = name.replaceAll(OKINA, STAND_IN);
  if (name.includes(STAND_IN) || ABOVE_ONE_BYTE.test(text)) {
    throw new Error(`cannot ship ${JSON.stringify(name)} as one-byte text`);
  }
  return text;
}

/** The inverse of toOneByteText. */
export function fromOneByteText(text: string): string {
  return text.includes(STAND_IN) ? text.replaceAll(STAND_IN, OKINA) : text;
}
