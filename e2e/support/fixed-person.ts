import type { Page } from '@playwright/test';

/** The moment a fixed person is made at, so its birthdate and age are the same on every run. */
export const FIXED_TIME = '2026-01-15T12:00:00';

/**
 * Replaces the page's randomness with a seeded generator before any of its scripts run. Faker
 * seeds itself from Math.random, so the page makes the same person on every load.
 */
export function seedRandomness(): void {
  let state = 0x2f6b_1d3a;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  Math.random = next;
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(next() * 256);
    }
    return array;
  };
}

/** Fixes the page's randomness and its clock (paused at FIXED_TIME) before it loads. */
export async function fixPerson(page: Page): Promise<void> {
  await page.clock.install({ time: FIXED_TIME });
  await page.addInitScript(seedRandomness);
}
