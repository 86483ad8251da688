/**
 * The random source of every person: a small seedable generator (sfc32, seeded through
 * splitmix32) behind the two calls the generator makes.
 *
 * Not faker's: its one bundled module keeps every module of faker in the page once anything is
 * imported from it (its top-level word lists are method calls a bundler must keep), 20 KiB gzip
 * for a random number generator, a sixth of the first person's budget. See ARCHITECTURE.md.
 */
export interface Random {
  number: {
    /** A number in [0, 1). */
    float(): number;
    /** A whole number from min to max, both included. */
    int(range: { min: number; max: number }): number;
  };
}

const TWO_TO_32 = 2 ** 32;

/** Unseeded, it seeds itself from Math.random; a seed (any finite number) makes it repeat. */
export function createRandom(seed: number = Math.random() * Number.MAX_SAFE_INTEGER): Random {
  const next = sfc32(seed);
  const float = () => next() / TWO_TO_32;
  const int = ({ min, max }: { min: number; max: number }) =>
    Math.floor(float() * (max - min + 1)) + min;
  return { number: { float, int } };
}

/** Chris Doty-Humphrey's sfc32 (PractRand-tested), returning unsigned 32-bit integers. */
function sfc32(seed: number): () => number {
  const low = seed >>> 0;
  const high = Math.floor(seed / TWO_TO_32) >>> 0;
  const mix = splitmix32(low ^ Math.imul(high, 0x9e3779b9));
  let a = mix();
  let b = mix();
  let c = mix();
  let d = 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs still echo the seed; a dozen rounds mix it in.
  for (let round = 0; round < 12; round++) next();
  return next;
}

/** Expands one 32-bit seed into well-mixed 32-bit words (splitmix32). */
function splitmix32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}
