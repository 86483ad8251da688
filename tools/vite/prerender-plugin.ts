import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

const ROOT_MARKUP = '<div id="root"></div>';

/**
 * Writes the page's React components, rendered at build time, into the built index.html, so
 * the heading, labels and buttons paint before any JavaScript arrives. The browser then
 * hydrates the same markup and fills in the values.
 */
export function prerender(entry = '/src/prerender.tsx'): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'random-american:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the files are written, and only if the build succeeded (closeBundle would also run
    // after a failed build, hiding its error behind a missing index.html).
    async writeBundle() {
      const server = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // The build's own resolve conditions, so the generator package resolves to its source
        // (`source` in its exports map) as it does in the build, with no dist/ of it needed.
        resolve: { conditions: config.resolve.conditions },
        ssr: { resolve: { conditions: config.ssr.resolve?.conditions } },
      });
      try {
        const module = await server.ssrLoadModule(entry);
        const render: unknown = module.prerender;
        if (typeof render !== 'function') throw new Error(`${entry} must export prerender()`);
        const file = resolve(config.root, config.build.outDir, 'index.html');
        const html = await readFile(file, 'utf8');
        if (!html.includes(ROOT_MARKUP)) throw new Error(`${file} has no ${ROOT_MARKUP} to fill`);
        const markup = String(render());
        await writeFile(file, html.replace(ROOT_MARKUP, `<div id="root">${markup}</div>`));
      } finally {
        await server.close();
      }
    },
  };
}
