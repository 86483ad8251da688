/** The built page on 127.0.0.1, gzipped as a real host serves it, for the benchmark and Lighthouse. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Timings mean little when other work keeps every core busy: say so next to them. */
export function machineLoad(): string {
  const [lastMinute = 0] = loadavg();
  const cores = availableParallelism();
  const busy = lastMinute > cores ? ' (busy: other work inflates timings)' : '';
  return `load average ${lastMinute.toFixed(1)} on ${cores} cores${busy}`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);
/* Hashed assets never change; everything else is revalidated, as a static host would do. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Served {
  body: Buffer;
  gzip: Buffer | undefined;
  type: string;
  cacheControl: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export interface ServedBuild {
  url: string;
  close: () => Promise<void>;
}

/*
 * Not `vite preview`: it sends files uncompressed, and Lighthouse's simulated slow network
 * then charges the page for bytes that any real static host would gzip.
 */
export async function serveBuild(outDir: string, port: number): Promise<ServedBuild> {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`No built page in ${outDir}. Build it first: BUILD_OUT_DIR=... npx vite build`);
  }
  const files = new Map<string, Served>();
  for (const path of filesUnder(outDir)) {
    const urlPath = '/' + relative(outDir, path).split(sep).join('/');
    const body = readFileSync(path);
    const extension = extname(path);
    files.set(urlPath, {
      body,
      gzip: COMPRESSIBLE.has(extension) ? gzipSync(body, { level: 9 }) : undefined,
      type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
    });
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = files.get(path === '/' ? '/index.html' : path);
    if (file === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const gzip =
      file.gzip !== undefined && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = gzip && file.gzip ? file.gzip : file.body;
    response.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': file.cacheControl,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
