import type { Plugin } from 'vite';

/**
 * The built page may load only its own files and reach nothing at all. No directive is
 * relaxed: styles come from one stylesheet (style props set through the CSSOM are allowed),
 * and nothing assigns HTML strings, so Trusted Types can refuse every policy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

/** Added to the built page only: the dev server injects inline styles and a websocket client. */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'random-american:csp',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
          injectTo: 'head-prepend',
        },
        { tag: 'meta', attrs: { name: 'referrer', content: 'no-referrer' }, injectTo: 'head' },
      ];
    },
  };
}
