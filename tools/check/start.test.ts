/**
 * `npm start` serves the build with `npm run preview`: when its port (4173) is taken, as by
 * another preview, it must serve on the next free one and print the address it serves, not stop.
 * The test holds 4173 itself and runs the script on a folder of its own (no build needed).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

const PORT = 4173;
const ADDRESS = /Local:\s+(http:\/\/localhost:(\d+)\/)/;

/** Holds the port as another preview would; one already held by someone else serves as well. */
async function holdPort(): Promise<Server | undefined> {
  const server = createServer((_, response) => response.end('someone else'));
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? done(undefined) : fail(error),
    );
    server.listen(PORT, 'localhost', () => done(server));
  });
}

describe('npm start on a taken port', () => {
  it('has start serve the build through the preview script, on 4173 by default', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe('npm run build && npm run preview');
    expect(scripts.preview).toBe(`vite preview --port ${PORT}`);
  });

  it('serves on the next free port and prints its address', { timeout: 60_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'start-test-'));
    const marker = `start-test ${process.pid} ${Date.now()}`;
    writeFileSync(join(folder, 'index.html'), `<!doctype html><title>${marker}</title>`);
    const held = await holdPort();
    // Its own process group, so the test ends npm, its shell and vite together.
    const child = spawn('npm', ['run', 'preview', '--', '--outDir', folder], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const address = await new Promise<RegExpExecArray>((done, fail) => {
        const read = (data: Buffer) => {
          output += stripVTControlCharacters(data.toString());
          const found = ADDRESS.exec(output);
          if (found) done(found);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) =>
          fail(new Error(`npm run preview exited (${code}):\n${output}`)),
        );
      });
      const [, url = '', port = ''] = address;
      expect(Number(port)).toBeGreaterThan(PORT);
      expect(await (await fetch(url)).text()).toContain(marker);
    } finally {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await new Promise<void>((done) => (held ? held.close(() => done()) : done()));
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
