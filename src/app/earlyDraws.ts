import { createRandom, type Random } from 'random-american-generator/page';

/**
 * What the built page's inline script drew before the entry ran (tools/vite/early-state-plugin.ts),
 * so it could fetch the first people's state data at once: for a page opened without a link, the
 * two Math.random draws the entry takes itself otherwise, in the same order. Absent in the dev
 * server and with a link.
 */
interface EarlyDraws {
  /** The link reader's seed (unused without a link, drawn so the draws after it stay the same). */
  link: number;
  /** The seed of the page's people. */
  seed: number;
}

declare global {
  interface Window {
    earlyDraws?: EarlyDraws;
  }
}

const isSeed = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < 2 ** 32;

/** The draws the inline script left, or undefined for the entry to draw them itself. */
export function takeEarlyDraws(): { linkRandom: Random; seed: number } | undefined {
  const draws = window.earlyDraws;
  window.earlyDraws = undefined;
  if (!draws || !isSeed(draws.link) || !isSeed(draws.seed)) return undefined;
  return { linkRandom: createRandom(draws.link), seed: draws.seed };
}
