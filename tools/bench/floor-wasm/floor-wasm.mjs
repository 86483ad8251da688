#!/usr/bin/env node
/**
 * The command line's floor in WebAssembly: floor.wasm (floor.ts, compiled by tools/bench/cli.ts)
 * makes the rows, this writes them, a chunk at a time with backpressure, as floor-csv.mjs does.
 *
 *   node floor-wasm.mjs COUNT > /dev/null     (floor.wasm beside it)
 */
import { Buffer } from 'node:buffer';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write(
    `usage: floor-wasm.mjs COUNT (a whole number of at least 1), not ${process.argv[2]}\n`,
  );
  process.exit(2);
}
const { instance } = await globalThis.WebAssembly.instantiate(
  readFileSync(new URL('./floor.wasm', import.meta.url)),
  {
    env: {
      abort: () => {
        throw new Error('floor.wasm aborted');
      },
    },
  },
);
const { init, fill, filled, outPointer, memory } = instance.exports;
init();
const pointer = outPointer();
for (let left = count; left > 0;) {
  left -= fill(left);
  /* A copy, so the next rows can fill the output while the stream still holds these. */
  const chunk = Buffer.from(new Uint8Array(memory.buffer, pointer, filled()));
  if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
}
