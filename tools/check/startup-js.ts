import { existsSync, readFileSync } from 'node:fs';
import { posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleStatsFile, type BundleStats } from '../vite/bundle-stats.ts';

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
  /** Packages, or our files, within the origin, largest first. */
  parts: PartShare[];
}

export interface PartShare {
  part: string;
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

/** Where a module comes from: its origin, and its package or (for our code) its file. */
export function partOf(moduleId: string): { origin: Origin; part: string } {
  const id = moduleId.replaceAll('\\', '/').replace(/[?#].*$/, '');
  const inPackages = id.lastIndexOf('/node_modules/');
  if (inPackages >= 0) {
    const [scope = '', name = ''] = id.slice(inPackages + '/node_modules/'.length).split('/');
    const part = scope.startsWith('@') ? `${scope}/${name}` : scope;
    if (REACT_PACKAGES.has(part)) return { origin: 'React', part };
    if (scope === '@faker-js') return { origin: 'faker', part };
    return { origin: 'UI libraries', part };
  }
  const inSource = id.lastIndexOf('/src/');
  if (inSource >= 0) {
    const part = id.slice(inSource + 1);
    return { origin: part === 'src/person/places.data.ts' ? 'data' : 'our code', part };
  }
  return { origin: 'other', part: id.startsWith('\0') ? id.slice(1) : id };
}

export function originOf(moduleId: string): Origin {
  return partOf(moduleId).origin;
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

function sum(files: readonly { raw: number; gzip: number }[], key: 'raw' | 'gzip'): number {
  return files.reduce((total, file) => total + file[key], 0);
}

/*
 * Modules are minified one by one and the chunk as a whole, so an origin's size is its share
 * of its chunk (by the gzip of its code alone) applied to the chunk's real size, and likewise
 * a package's or file's within its origin. Approximate.
 */
function originShares(outDir: string, files: readonly SizedFile[]): OriginShare[] | undefined {
  const statsFile = bundleStatsFile(outDir);
  if (!existsSync(statsFile)) return undefined;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BundleStats;
  const chunks = new Map(stats.chunks.map((chunk) => [chunk.fileName, chunk]));
  const parts = new Map<string, PartShare & { origin: Origin }>();
  const add = (origin: Origin, part: string, gzip: number, raw: number) => {
    const share = parts.get(part) ?? { origin, part, gzip: 0, raw: 0 };
    share.gzip += gzip;
    share.raw += raw;
    parts.set(part, share);
  };
  for (const file of files) {
    if (file.file.startsWith('(inline')) {
      add('other', file.file, file.gzip, file.raw);
      continue;
    }
    const chunk = chunks.get(file.file);
    if (chunk === undefined) return undefined;
    const codeByOrigin = new Map<Origin, Map<string, string>>();
    for (const module of chunk.modules) {
      const { origin, part } = partOf(module.id);
      const codeByPart = codeByOrigin.get(origin) ?? new Map<string, string>();
      codeByPart.set(part, (codeByPart.get(part) ?? '') + module.code);
      codeByOrigin.set(origin, codeByPart);
    }
    const origins = [...codeByOrigin].map(([origin, codeByPart]) => {
      const code = [...codeByPart.values()].join('');
      return { origin, codeByPart, gzip: gzipSize(code), raw: Buffer.byteLength(code) };
    });
    const gzipTotal = sum(origins, 'gzip');
    const rawTotal = sum(origins, 'raw');
    for (const origin of origins) {
      const originGzip = gzipTotal === 0 ? 0 : (file.gzip * origin.gzip) / gzipTotal;
      const originRaw = rawTotal === 0 ? 0 : (file.raw * origin.raw) / rawTotal;
      const measured = [...origin.codeByPart].map(([part, code]) => ({
        part,
        gzip: gzipSize(code),
        raw: Buffer.byteLength(code),
      }));
      const partsGzip = sum(measured, 'gzip');
      const partsRaw = sum(measured, 'raw');
      for (const part of measured) {
        add(
          origin.origin,
          part.part,
          partsGzip === 0 ? 0 : (originGzip * part.gzip) / partsGzip,
          partsRaw === 0 ? 0 : (originRaw * part.raw) / partsRaw,
        );
      }
    }
  }
  return ORIGINS.map((origin) => {
    const within = [...parts.values()]
      .filter((part) => part.origin === origin)
      .sort((a, b) => b.gzip - a.gzip)
      .map(({ part, gzip, raw }) => ({ part, gzip, raw }));
    return { origin, gzip: sum(within, 'gzip'), raw: sum(within, 'raw'), parts: within };
  });
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
