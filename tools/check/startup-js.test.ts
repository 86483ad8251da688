import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleStatsFile, type BundleStats } from '../vite/bundle-stats.ts';
import { measureStartupJs, originOf, partOf, startupAssets, staticImports } from './startup-js.ts';

describe('startupAssets', () => {
  it('finds module scripts, modulepreloads, stylesheets and inline code, not other links', () => {
    const html = `<!doctype html><head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" href="./assets/index-c3.css">
      <link rel="icon" href="/favicon.svg">
      <script type="application/ld+json">{"@type":"WebPage"}</script>
      <script src="https://elsewhere.example/x.js"></script>
      <style>body{margin:0}</style></head>
      <body><script>window.x=1</script></body>`;
    expect(startupAssets(html)).toEqual({
      scripts: ['assets/index-a1.js', 'assets/react-b2.js'],
      inlineScripts: ['window.x=1'],
      stylesheets: ['assets/index-c3.css'],
      inlineStyles: ['body{margin:0}'],
    });
  });
});

describe('staticImports', () => {
  it('reads static imports and re-exports from minified output, not dynamic imports', () => {
    const code =
      'import{a as b,c}from"./react-b2.js";import"./side.js";export{d}from"./d.js";' +
      'const l=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./react-b2.js', './side.js', './d.js']);
  });
});

describe('originOf', () => {
  it.each([
    ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js', 'React'],
    ['/repo/node_modules/scheduler/index.js', 'React'],
    ['/repo/node_modules/@faker-js/faker/dist/chunk.js', 'faker'],
    ['/repo/node_modules/@radix-ui/react-tooltip/dist/index.mjs', 'UI libraries'],
    ['/repo/node_modules/lucide-react/dist/esm/icons/copy.js', 'UI libraries'],
    ['/repo/src/person/places.data.ts', 'data'],
    ['/repo/src/app/App.tsx', 'our code'],
    ['\0vite/modulepreload-polyfill.js', 'other'],
  ])('%s is %s', (id, origin) => {
    expect(originOf(id)).toBe(origin);
  });
});

describe('partOf', () => {
  it('names the package, or our file from src/', () => {
    expect(partOf('/repo/node_modules/@radix-ui/react-popper/dist/index.mjs').part).toBe(
      '@radix-ui/react-popper',
    );
    expect(partOf('/repo/node_modules/.pnpm/x/node_modules/react-dom/index.js').part).toBe(
      'react-dom',
    );
    expect(partOf('/repo/src/app/App.tsx?v=1').part).toBe('src/app/App.tsx');
  });
});

describe('measureStartupJs', () => {
  let outDir = '';
  afterEach(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(bundleStatsFile(outDir), { force: true });
  });

  it('splits the total between origins by their code, when the build left stats', () => {
    outDir = mkdtempSync(join(tmpdir(), 'startup-js-'));
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'index.html'), '<script type="module" src="/assets/a.js"></script>');
    const react = 'function reactThing(){return "react"}'.repeat(40);
    const ours = 'const app=1;';
    writeFileSync(join(outDir, 'assets/a.js'), react + ours);
    const stats: BundleStats = {
      outDir,
      chunks: [
        {
          fileName: 'assets/a.js',
          imports: [],
          modules: [
            { id: '/repo/node_modules/react-dom/index.js', code: react },
            { id: '/repo/src/main.tsx', code: ours },
          ],
        },
      ],
    };
    mkdirSync(dirname(bundleStatsFile(outDir)), { recursive: true });
    writeFileSync(bundleStatsFile(outDir), JSON.stringify(stats));

    const startup = measureStartupJs(outDir);
    const share = (origin: string) => startup.origins?.find((o) => o.origin === origin);

    expect(share('React')?.gzip).toBeGreaterThan(share('our code')?.gzip ?? Infinity);
    expect(share('our code')?.parts.map((part) => part.part)).toEqual(['src/main.tsx']);
    const shared = startup.origins?.reduce((total, origin) => total + origin.gzip, 0);
    expect(shared).toBeCloseTo(startup.gzip, 6);
  });

  it('counts chunks imported without a preload link, once each, and not lazy ones', () => {
    outDir = mkdtempSync(join(tmpdir(), 'startup-js-'));
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(
      join(outDir, 'index.html'),
      '<script type="module" src="/assets/index.js"></script>' +
        '<link rel="modulepreload" href="/assets/shared.js">',
    );
    const index = 'import{s}from"./shared.js";import"./vendor.js";import("./lazy.js");';
    const vendor = 'import"./shared.js";export const v=1;';
    const shared = 'export const s=2;';
    writeFileSync(join(outDir, 'assets/index.js'), index);
    writeFileSync(join(outDir, 'assets/vendor.js'), vendor);
    writeFileSync(join(outDir, 'assets/shared.js'), shared);
    writeFileSync(join(outDir, 'assets/lazy.js'), 'export const l=3;');

    const startup = measureStartupJs(outDir);

    expect(startup.files.map((file) => file.file).sort()).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
    expect(startup.raw).toBe(index.length + vendor.length + shared.length);
    expect(startup.gzip).toBeGreaterThan(0);
    expect(startup.origins).toBeUndefined();
  });
});
