/** How the benchmark and the checks report what they measure. */
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

/** Timings mean little when other work keeps every core busy: say so next to them. */
export function machineLoad(): string {
  const [lastMinute = 0] = loadavg();
  const cores = availableParallelism();
  const busy = lastMinute > cores ? ' (busy: other work inflates timings)' : '';
  return `load average ${lastMinute.toFixed(1)} on ${cores} cores${busy}`;
}

/** The value at that fraction of the sorted values (nearest rank); NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 0.5);

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** A probe module bundled into one script to run in the page before its own. */
export async function bundleProbe(file: URL): Promise<string> {
  const bundle = await rolldown({ input: fileURLToPath(file), logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  return output[0].code;
}
