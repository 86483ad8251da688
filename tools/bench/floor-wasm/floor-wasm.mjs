#!/usr/bin/env node
/**
 * The command line's floor in WebAssembly: floor.wasm (floor.ts, compiled by tools/bench/cli.ts)
 * makes the rows, this writes them as floor-csv.mjs writes its own.
 *
 *   node floor-wasm.mjs COUNT > /dev/null     (floor.wasm beside it)
 */
import { Buffer } from 'node:buffer';
import { once } from 'node:events';
import { fstatSync, readFileSync, writeSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const STDOUT = 1;
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
/* As floor-csv.mjs writes: at once to a file or /dev/null, through the stream into a pipe. */
const stdout = fstatSync(STDOUT);
const atOnce = stdout.isFile() || stdout.isCharacterDevice();
for (let done = 0; done < count;) {
  done += fill(done, count - done);
  const bytes = new Uint8Array(memory.buffer, pointer, filled());
  if (atOnce) {
    for (let written = 0; written < bytes.length;) {
      written += writeSync(STDOUT, bytes, written, bytes.length - written);
    }
  } else if (!process.stdout.write(Buffer.from(bytes))) {
    await once(process.stdout, 'drain');
  }
}
