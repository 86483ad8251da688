import { describe, expect, it } from 'vitest';
import { budgetProblems, rootRelativeUrls, scriptsLoadedByPage } from './build-check.ts';

const HEAD = '<meta name="referrer" content="no-referrer">';
const SCRIPT = '<script type="module" crossorigin src="./assets/index-abc.js"></script>';

function page(head: string, body = '<div id="root"></div>'): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

describe("URLs from the host's root", () => {
  it('passes a page whose scripts, icon and stylesheet load from beside it', () => {
    const links = '<link rel="icon" href="./favicon.svg"><link rel="stylesheet" href="a.css">';
    expect(rootRelativeUrls(page(`${HEAD}${SCRIPT}${links}`))).toEqual([]);
  });

  it("reports a script or an icon loaded from the host's root (it fails in a sub-folder)", () => {
    const icon = '<link rel="icon" href="/favicon.svg">';
    const script = '<script type="module" src="/assets/a.js"></script>';
    expect(rootRelativeUrls(page(`${HEAD}${icon}${script}<a href="//x.test/">`))).toEqual([
      `href from the host's root, which fails in a sub-folder: ${icon}`,
      `src from the host's root, which fails in a sub-folder: <script type="module" src="/assets/a.js">`,
    ]);
  });
});

describe('the size budget against what index.html loads', () => {
  const html = page(
    `${HEAD}${SCRIPT}<link rel="modulepreload" crossorigin href="assets/shared-react-def.js">` +
      '<link rel="icon" href="./favicon.svg"><link rel="stylesheet" href="./assets/a.css">',
  );

  it('lists every module script and module preload, and no other link', () => {
    expect(scriptsLoadedByPage(html)).toEqual([
      '/assets/index-abc.js',
      '/assets/shared-react-def.js',
    ]);
  });

  it('reports a preloaded chunk that the budget does not count', () => {
    expect(budgetProblems(scriptsLoadedByPage(html), ['/assets/index-abc.js'])).toEqual([
      '/assets/shared-react-def.js is loaded by the page but not counted by the size budget',
    ]);
  });

  it('reports a lazy chunk that the budget counts as if it loaded first', () => {
    expect(
      budgetProblems(
        ['/assets/index-abc.js'],
        ['/assets/index-abc.js', '/assets/lazy-export-123.js'],
      ),
    ).toEqual([
      '/assets/lazy-export-123.js is counted by the size budget but not loaded by the page',
    ]);
  });

  it('passes when the budget counts exactly what the page loads', () => {
    const loaded = scriptsLoadedByPage(html);
    expect(budgetProblems(loaded, [...loaded].reverse())).toEqual([]);
  });
});
