/**
 * The mark of floor.ts's pages, which tells the start-up probe there is no script to click
 * Generate on: one name for both, as the probe is bundled on its own.
 */
export const FLOOR_NAME = 'bench-floor';
