import type { Plugin } from 'vite';

/**
 * The built page may load only its own files and reach no other origin. Styles come from one
 * stylesheet (style props set through the CSSOM are allowed), and nothing assigns HTML
 * strings, so Trusted Types can refuse every policy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  // 'self', not 'none': Lighthouse reads /robots.txt with a fetch from inside the page, and
  // 'none' made its SEO audit fail. The page itself fetches nothing; other origins stay shut.
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

const CHARSET = '<meta charset="UTF-8" />';

/**
 * Added to the built page only: the dev server injects inline styles and a websocket client.
 * The policy goes right after the charset, ahead of every script and stylesheet it governs.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'random-american:csp',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(CHARSET)) throw new Error(`index.html must contain ${CHARSET}`);
      const policy = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
      const referrer = '<meta name="referrer" content="no-referrer" />';
      return html.replace(CHARSET, `${CHARSET}\n    ${policy}\n    ${referrer}`);
    },
  };
}
