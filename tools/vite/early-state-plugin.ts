import type { Plugin } from 'vite';
import { PERSON_STREAM, mix32 } from '../../packages/generator/src/draw/random.ts';
import { STATES } from '../../packages/generator/src/place/states.data.ts';
import { STATE_PREFIX } from './chunk-names.ts';

/** The people whose states' chunks the page fetches before its entry has run: 0 and 1. */
export const EARLY_PEOPLE = 2;

/** A state chunk of the build: its postal code, lower case, and its hash. */
const STATE_CHUNK = new RegExp(`^${STATE_PREFIX}([a-z]{2})-(.+)\\.js$`);

/**
 * The states in the order the generator draws them (states.data.ts), each with the running
 * total of their people: a person's state is the first whose total exceeds its first draw
 * times the whole (places.ts, stateCodeOfUnit; weighted.ts, pickWeighted).
 */
export function stateTotals(): { codes: string[]; totals: number[] } {
  const codes: string[] = [];
  const totals: number[] = [];
  let total = 0;
  for (const block of STATES.split(';')) {
    const head = block.split('|')[0] ?? '';
    total += Number(head.slice(head.search(/\d/)));
    codes.push(head.slice(0, 2));
    totals.push(total);
  }
  return { codes, totals };
}

/**
 * The inline script that starts fetching the first two people's state chunks while the entry
 * is still on its way, by `import()`: fetched and compiled off the main thread, evaluated as it
 * arrives (three exports, two strings and an object of strings, no code), and found in the
 * module map when the entry imports it, where a `<link rel="modulepreload">` would only fetch and
 * compile it. A failed fetch is caught here and left to the
 * entry's own import of the chunk, which Chromium fetches again (a failed module fetch is not
 * kept in the module map). It only runs for a page opened without a link (an empty fragment),
 * whose first person is drawn from Math.random:
 * it takes the two draws the entry took before (the link reader's, unused without a link, then
 * the person's seed) in the same order, so a page's people for a given Math.random stream stay
 * the same, and leaves them in `window.earlyDraws` for the entry (src/app/earlyDraws.ts). It
 * draws each person's state as generate.ts does (sfc32 seeded as random.ts's rowRandom seeds
 * it), from the states' totals. Should it ever disagree with the package, the page only fetches
 * a chunk it does not need: the entry loads the person's own (early-state-plugin.test.ts checks
 * that it agrees).
 *
 * `hashes`: each state chunk's hash (its file name's end), by its postal code in lower case.
 */
export function earlyStateScript(hashes: ReadonlyMap<string, string>): string {
  const { codes, totals } = stateTotals();
  const chunkHashes = codes.map((code) => {
    const hash = hashes.get(code.toLowerCase());
    if (hash === undefined) throw new Error(`the build has no chunk for the state ${code}`);
    return hash;
  });
  const streams = Array.from({ length: EARLY_PEOPLE }, (_, index) => mix32(index));
  return `
      // Fetches the first two people's state data before the entry runs (tools/vite/early-state-plugin.ts).
      (function () {
        if (location.hash) return;
        var link = Math.floor(Math.random() * 4294967296);
        var seed = Math.floor(Math.random() * 4294967296);
        window.earlyDraws = { link: link, seed: seed };
        var codes = ${JSON.stringify(codes.join('').toLowerCase())};
        var hashes = ${JSON.stringify(chunkHashes.join(' '))}.split(' ');
        var totals = ${JSON.stringify(totals)};
        var fetched = {};
        ${JSON.stringify(streams)}.forEach(function (b) {
          var a = seed | 0, c = ${mix32(PERSON_STREAM) | 0}, counter = 1, t = 0, i;
          for (i = 0; i < 13; i++) {
            t = (((a + b) | 0) + counter) | 0;
            counter = (counter + 1) | 0;
            a = b ^ (b >>> 9);
            b = (c + (c << 3)) | 0;
            c = (((c << 21) | (c >>> 11)) + t) | 0;
          }
          var target = ((t >>> 0) / 4294967296) * ${total(totals)};
          for (i = 0; totals[i] <= target; i++);
          if (fetched[i]) return;
          fetched[i] = true;
          import('./${STATE_PREFIX}' + codes.substr(2 * i, 2) + '-' + hashes[i] + '.js').catch(function () {});
        });
      })();
    `;
}

function total(totals: readonly number[]): number {
  return totals[totals.length - 1] ?? 0;
}

/**
 * Puts earlyStateScript into the built page's head, after the entry's script tag (whose request
 * stays first). Before hardenPage in the plugin list: that plugin allows the script by its hash.
 */
export function earlyStateFetch(): Plugin {
  return {
    name: 'random-american:early-state-fetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) throw new Error('the early state fetch is written in a build only');
        const hashes = new Map<string, string>();
        for (const fileName of Object.keys(bundle)) {
          const [, code, hash] = STATE_CHUNK.exec(fileName) ?? [];
          if (code !== undefined && hash !== undefined) hashes.set(code, hash);
        }
        const script = `<script>${earlyStateScript(hashes)}</script>`;
        const entry = /<script type="module"[^>]*><\/script>/.exec(html);
        if (!entry) throw new Error('index.html has no module script for the entry');
        return html.replace(entry[0], `${entry[0]}\n    ${script.trim()}`);
      },
    },
  };
}
