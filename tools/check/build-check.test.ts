import { describe, expect, it } from 'vitest';
import { budgetProblems, indexHtmlProblems, scriptsLoadedByPage } from './build-check.ts';
import { contentSecurityPolicy, scriptHash, styleHash } from '../vite/csp-plugin.ts';

const EXPECTED_CSP = contentSecurityPolicy([]);

const HEAD = `<meta http-equiv="Content-Security-Policy" content="${EXPECTED_CSP}">
<meta name="referrer" content="no-referrer">`;
const SCRIPT = '<script type="module" crossorigin src="./assets/index-abc.js"></script>';

function page(head: string, body = '<div id="root"></div>'): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

describe('indexHtmlProblems', () => {
  it('passes a page with the policy first and only external scripts', () => {
    expect(indexHtmlProblems(page(`${HEAD}${SCRIPT}<link rel="stylesheet" href="a.css">`))).toEqual(
      [],
    );
  });

  it("reports a script or an icon loaded from the host's root (it fails in a sub-folder)", () => {
    const icon = '<link rel="icon" href="/favicon.svg">';
    const script = '<script type="module" src="/assets/a.js"></script>';
    expect(indexHtmlProblems(page(`${HEAD}${icon}${script}<a href="//x.test/">`))).toEqual([
      `href from the host's root, which fails in a sub-folder: ${icon}`,
      `src from the host's root, which fails in a sub-folder: <script type="module" src="/assets/a.js">`,
    ]);
  });

  it('accepts the directives in another order and spacing', () => {
    const reordered = EXPECTED_CSP.split('; ').reverse().join(';  ');
    const head = HEAD.replace(EXPECTED_CSP, reordered);
    expect(indexHtmlProblems(page(`${head}${SCRIPT}`))).toEqual([]);
  });

  it('reports a missing policy and a missing referrer meta', () => {
    expect(indexHtmlProblems(page(SCRIPT))).toEqual([
      'expected one CSP <meta http-equiv>, found 0',
      'expected <meta name="referrer" content="no-referrer">',
    ]);
  });

  it('reports a weakened policy', () => {
    const weak = HEAD.replace("connect-src 'self'", "connect-src 'self' https:");
    expect(indexHtmlProblems(page(weak))).toEqual([
      expect.stringContaining("connect-src 'self' https:"),
    ]);
  });

  it('reads the policy with its quotes written as HTML entities', () => {
    const encoded = HEAD.replace(EXPECTED_CSP, EXPECTED_CSP.replaceAll("'", '&#39;'));
    expect(indexHtmlProblems(page(`${encoded}${SCRIPT}`))).toEqual([]);
  });

  it('reports policies placed after a script or a stylesheet', () => {
    expect(indexHtmlProblems(page(`${SCRIPT}${HEAD}`))).toEqual([
      'the CSP <meta> comes after a <script>, <link> or <style>',
      'the referrer <meta> comes after a <script>, <link> or <style>',
    ]);
  });

  it('passes an inline <style> whose hash the policy allows, and only that one', () => {
    const css = 'body{margin:0}';
    const allowed = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy([styleHash(css)])}">
<meta name="referrer" content="no-referrer">`;
    expect(indexHtmlProblems(page(`${allowed}<style>${css}</style>${SCRIPT}`))).toEqual([]);
    expect(indexHtmlProblems(page(`${allowed}<style>body{margin:1px}</style>`))).toEqual([
      expect.stringContaining(
        "CSP is \"default-src 'self'; script-src 'self'; style-src 'self' 'sha256-",
      ),
    ]);
  });

  it('passes an inline <script> whose hash the policy allows, and only that one', () => {
    const js = 'window.kept = [];';
    const allowed = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy([], [scriptHash(js)])}">
<meta name="referrer" content="no-referrer">`;
    expect(indexHtmlProblems(page(`${allowed}<script>${js}</script>${SCRIPT}`))).toEqual([]);
    expect(indexHtmlProblems(page(`${allowed}<script>alert(1)</script>`))).toEqual([
      expect.stringContaining("CSP is \"default-src 'self'; script-src 'self' 'sha256-"),
    ]);
  });

  it('reports unhashed inline scripts and styles, style attributes and event handlers', () => {
    const body = '<script>alert(1)</script><style>p{}</style><p style="color:red" onclick="x()">';
    expect(indexHtmlProblems(page(HEAD, body))).toEqual([
      expect.stringMatching(
        /^CSP is .* expected .*script-src 'self' 'sha256-.*style-src 'self' 'sha256-/,
      ),
      'inline style attribute: <p style="color:red" onclick="x()">',
      'inline event handler: <p style="color:red" onclick="x()">',
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
