import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { SERVICE_WORKER_POLICY_NAME, WORKER_POLICY_NAME } from '../../src/app/workerPolicy.ts';

/**
 * The one definition of the page's Content Security Policy: this plugin writes it into the built
 * page, e2e/security.spec.ts checks the served page against it. The built page may load only
 * its own files and reach no other origin. Nothing assigns HTML strings; the two Trusted Types
 * policies allowed vouch for the export's worker script URL and the service worker's alone; style
 * props are set through the CSSOM, which style-src does not govern.
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    // The built page's inline scripts (index.html's, which keeps clicks made before the page's
    // script has run, and the early state fetch the build adds) are allowed by their hashes
    // alone: no 'unsafe-inline'.
    ["script-src 'self'", ...scriptHashes].join(' '),
    // The one stylesheet is inlined (one request fewer before first paint) and allowed by its
    // hash alone: no 'unsafe-inline'.
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    // 'self', not 'none': Lighthouse reads /robots.txt with a fetch from inside the page, and
    // 'none' made its SEO audit fail. The page itself fetches nothing; other origins stay shut.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "require-trusted-types-for 'script'",
    // `new Worker(url)` and `navigator.serviceWorker.register(url)` need a TrustedScriptURL
    // under require-trusted-types-for (Chromium refuses a plain string), so exactly two policies
    // may exist, each made once for one URL: src/app/exportWorker.ts's for the export worker's
    // script, src/app/offline.ts's for the service worker's; no other policy can be made.
    `trusted-types ${WORKER_POLICY_NAME} ${SERVICE_WORKER_POLICY_NAME}`,
  ].join('; ');
}

/** Sent with every page: following a link tells the other site nothing about this page. */
export const REFERRER_POLICY = 'no-referrer';

/** The CSP source that allows a <style> element with exactly this text. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/** The CSP source that allows an inline <script> element with exactly this text. */
export const scriptHash = styleHash;

/** The text of every inline (no src) <script> of a page. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .map(([, , body = '']) => body);
}

const CHARSET = '<meta charset="UTF-8" />';
/** The built stylesheet's link, its href relative to the page (base './') or to the root. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="(?:\.\/|\/)([^"]+\.css)"[^>]*>/g;

/**
 * Added to the built page only: the dev server injects inline styles and a websocket client.
 * Inlines the built stylesheets, then puts the policy, with their hashes, right after the
 * charset, ahead of every script and style it governs.
 */
export function hardenPage(): Plugin {
  return {
    name: 'random-american:csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!html.includes(CHARSET)) throw new Error(`index.html must contain ${CHARSET}`);
        if (!bundle) throw new Error('the page can only be hardened in a build');
        const hashes: string[] = [];
        const inlined = html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') throw new Error(`no built stylesheet for ${link}`);
          const css = String(asset.source);
          if (css.includes('</style')) throw new Error(`${fileName} cannot be inlined`);
          hashes.push(styleHash(css));
          // The stylesheet now lives in the page: do not ship the file as well.
          Reflect.deleteProperty(bundle, fileName);
          return `<style>${css}</style>`;
        });
        const scripts = inlineScripts(inlined).map(scriptHash);
        const policy = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes, scripts)}" />`;
        const referrer = `<meta name="referrer" content="${REFERRER_POLICY}" />`;
        return inlined.replace(CHARSET, `${CHARSET}\n    ${policy}\n    ${referrer}`);
      },
    },
  };
}
