import { existsSync, readFileSync } from 'node:fs';
import { posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleStatsFile, type BundleStats } from './bundle-stats.ts';

/** Budgets for the JavaScript loaded before the first person shows (PRODUCT.md). */
export const BUDGET_KIB = 150;
export const TARGET_KIB = 120;
export const KIB = 1024;
const GZIP_LEVEL = 9;

export interface SizedFile {
  /** Path inside the build directory, or `(inline N)` for a script written into the HTML. */
  file: string;
  raw: number;
  gzip: number;
}

export interface OriginShare {
  origin: Origin;
  gzip: number;
  raw: number;
}

export interface StartupJs {
  files: SizedFile[];
  raw: number;
  gzip: number;
  css: SizedFile[];
  cssGzip: number;
  /** Undefined when the build left no stats, or stats from another build. */
  origins: OriginShare[] | undefined;
}

export const ORIGINS = ['React', 'faker', 'data', 'UI libraries', 'our code', 'other'] as const;
export type Origin = (typeof ORIGINS)[number];

const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);

export function originOf(moduleId: string): Origin {
  const id = moduleId.replaceAll('\\', '/').replace(/[?#].*$/, '');
  const inPackages = id.lastIndexOf('/node_modules/');
  if (inPackages >= 0) {
    const [scope = '', name = ''] = id.slice(inPackages + '/node_modules/'.length).split('/');
    const packageName = scope.startsWith('@') ? `${scope}/${name}` : scope;
    if (REACT_PACKAGES.has(packageName)) return 'React';
    if (scope === '@faker-js') return 'faker';
    return 'UI libraries';
  }
  if (id.endsWith('/src/person/places.data.ts')) return 'data';
  if (id.includes('/src/')) return 'our code';
  return 'other';
}

function gzipSize(text: string | Buffer): number {
  return gzipSync(text, { level: GZIP_LEVEL }).length;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A URL the page requests, as a path inside the build directory; undefined if not ours. */
function localPath(url: string, fromFile: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined;
  const clean = url.replace(/[?#].*$/, '');
  const path = clean.startsWith('/')
    ? posix.normalize(clean.slice(1))
    : posix.join(posix.dirname(fromFile), clean);
  return path.startsWith('..') ? undefined : path;
}

export interface StartupAssets {
  scripts: string[];
  inlineScripts: string[];
  stylesheets: string[];
  inlineStyles: string[];
}

/** Everything index.html makes the browser load before the page can run. */
export function startupAssets(html: string): StartupAssets {
  const assets: StartupAssets = {
    scripts: [],
    inlineScripts: [],
    stylesheets: [],
    inlineStyles: [],
  };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, tag = '', body = ''] = match;
    const type = attribute(tag, 'type');
    if (type !== undefined && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) {
      continue;
    }
    const src = attribute(tag, 'src');
    if (src !== undefined) {
      const path = localPath(src, 'index.html');
      if (path !== undefined) assets.scripts.push(path);
    } else if (body.trim() !== '') {
      assets.inlineScripts.push(body);
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    const path = href === undefined ? undefined : localPath(href, 'index.html');
    if (path === undefined) continue;
    if (rel.includes('modulepreload')) assets.scripts.push(path);
    if (rel.includes('stylesheet')) assets.stylesheets.push(path);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    assets.inlineStyles.push(match[1] ?? '');
  }
  return assets;
}

/*
 * Static imports in minified ES output: `import{a as b}from"./x.js"` or `import"./x.js"`.
 * Dynamic `import("./x.js")` has a parenthesis, which the pattern refuses, and is not loaded
 * before the page runs anyway.
 */
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');
}

/** The scripts the page references, plus every chunk they import statically, each once. */
export function startupScripts(outDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    const absolute = resolve(outDir, file);
    if (!existsSync(absolute)) throw new Error(`${file} is referenced but not in ${outDir}`);
    seen.add(file);
    for (const specifier of staticImports(readFileSync(absolute, 'utf8'))) {
      const path = localPath(specifier, file);
      // A look-alike inside a string literal names no file: skip it rather than fail.
      if (path !== undefined && existsSync(resolve(outDir, path))) queue.push(path);
    }
  }
  return [...seen];
}

function sized(outDir: string, file: string): SizedFile {
  const bytes = readFileSync(resolve(outDir, file));
  return { file, raw: bytes.length, gzip: gzipSize(bytes) };
}

function sizedInline(kind: string, bodies: readonly string[]): SizedFile[] {
  return bodies.map((body, index) => ({
    file: `(inline ${kind} ${index + 1})`,
    raw: Buffer.byteLength(body),
    gzip: gzipSize(body),
  }));
}

function sum(files: readonly SizedFile[], key: 'raw' | 'gzip'): number {
  return files.reduce((total, file) => total + file[key], 0);
}

/*
 * The stats hold module code before minification, so a group's gzip is its share of the
 * chunk's unminified gzip, applied to the chunk's real gzip size. Approximate by nature.
 */
function originShares(outDir: string, files: readonly SizedFile[]): OriginShare[] | undefined {
  const statsFile = bundleStatsFile(outDir);
  if (!existsSync(statsFile)) return undefined;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BundleStats;
  const chunks = new Map(stats.chunks.map((chunk) => [chunk.fileName, chunk]));
  const shares = new Map<Origin, OriginShare>(
    ORIGINS.map((origin) => [origin, { origin, gzip: 0, raw: 0 }]),
  );
  for (const file of files) {
    if (file.file.startsWith('(inline')) {
      const other = shares.get('other');
      if (other) {
        other.gzip += file.gzip;
        other.raw += file.raw;
      }
      continue;
    }
    const chunk = chunks.get(file.file);
    if (chunk === undefined) return undefined;
    const codeByOrigin = new Map<Origin, string>();
    for (const module of chunk.modules) {
      const origin = originOf(module.id);
      codeByOrigin.set(origin, (codeByOrigin.get(origin) ?? '') + module.code);
    }
    const unminified = [...codeByOrigin].map(([origin, code]) => ({
      origin,
      gzip: gzipSize(code),
      raw: Buffer.byteLength(code),
    }));
    const gzipTotal = unminified.reduce((total, part) => total + part.gzip, 0);
    const rawTotal = unminified.reduce((total, part) => total + part.raw, 0);
    for (const part of unminified) {
      const share = shares.get(part.origin);
      if (share === undefined) continue;
      share.gzip += gzipTotal === 0 ? 0 : (file.gzip * part.gzip) / gzipTotal;
      share.raw += rawTotal === 0 ? 0 : (file.raw * part.raw) / rawTotal;
    }
  }
  return [...shares.values()];
}

export function measureStartupJs(outDir: string): StartupJs {
  const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
  const assets = startupAssets(html);
  const files = [
    ...startupScripts(outDir, assets.scripts).map((file) => sized(outDir, file)),
    ...sizedInline('script', assets.inlineScripts),
  ];
  const css = [
    ...assets.stylesheets.map((file) => sized(outDir, file)),
    ...sizedInline('style', assets.inlineStyles),
  ];
  return {
    files,
    raw: sum(files, 'raw'),
    gzip: sum(files, 'gzip'),
    css,
    cssGzip: sum(css, 'gzip'),
    origins: originShares(outDir, files),
  };
}

export function buildDir(): string {
  return resolve(process.env.BUILD_OUT_DIR ?? 'dist');
}

export function kib(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

export function displayPath(path: string): string {
  return relative(process.cwd(), path) || '.';
}
