/**
 * Two pages no script could beat with our markup and stylesheet, for the start-up figure's
 * floor: what the first person's paint costs when the person needs no script at all.
 *
 * - `static`: our built page with one person's values already in its markup and every
 *   `<script>` removed: the same HTML, stylesheet, fonts and layout as the page, without the
 *   entry, its state chunk, the draw or a second frame.
 * - `bare`: the ten values as plain text in an unstyled page: the browser's own cost of a
 *   navigation and one paint on this machine.
 *
 * Both carry `<meta name="bench-floor">`, which tells the start-up probe there is no script to
 * click Generate on. The person is person 0 of a fixed seed and day, drawn by the package, so
 * the text laid out is a real person's length.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIELDS, person as personAt, type Person } from 'random-american-generator';
import { FLOOR_NAME } from './floor-mark.ts';

export const FLOOR_MARK = `<meta name="${FLOOR_NAME}" content="no script">`;
const FLOOR_SEED = 20261201;
const FLOOR_DAY = '2026-12-01';

export interface FloorPages {
  /** Our page with the values written in, no script. */
  staticDir: string;
  /** The values alone, no stylesheet, no script. */
  bareDir: string;
  remove: () => void;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Our prerendered markup with `person` in its value buttons and no script left. */
export function staticPage(html: string, person: Person): string {
  let page = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  if (/<script\b/.test(page)) throw new Error('The built page has a <script> the floor missed.');
  /* What the entry's first paint does: the rows' buttons show with the values. */
  const pending = /(<html\b[^>]*?)\s+data-values="pending"/;
  if (!pending.test(page)) throw new Error('The built page has no data-values="pending".');
  page = page.replace(pending, '$1');
  for (const { key } of FIELDS) {
    const empty = new RegExp(`(<button\\b[^>]*\\bdata-field="${key}"[^>]*>)(</button>)`);
    if (!empty.test(page)) throw new Error(`No empty value for ${key} in the built page.`);
    page = page.replace(empty, (_all, open: string, close: string) => {
      return `${open}${escapeHtml(person[key])}${close}`;
    });
  }
  if (!page.includes('<head>')) throw new Error('The built page has no <head> for the mark.');
  return page.replace('<head>', `<head>\n    ${FLOOR_MARK}`);
}

export function barePage(person: Person): string {
  const rows = FIELDS.map(
    ({ key, label }) => `<dt>${label}</dt><dd data-field="${key}">${escapeHtml(person[key])}</dd>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
${FLOOR_MARK}
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Random American Generator</title>
</head>
<body>
<dl>
${rows}
</dl>
</body>
</html>
`;
}

/** Writes both pages beside copies of the build's favicon, in a folder of their own each. */
export function writeFloorPages(outDir: string): FloorPages {
  const person = personAt({ seed: FLOOR_SEED, index: 0, asOf: FLOOR_DAY });
  const pages = [
    ['static', staticPage(readFileSync(join(outDir, 'index.html'), 'utf8'), person)],
    ['bare', barePage(person)],
  ] as const;
  const root = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const staticDir = join(root, 'static');
  const bareDir = join(root, 'bare');
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    for (const [name, html] of pages) {
      const dir = join(root, name);
      mkdirSync(dir);
      writeFileSync(join(dir, 'index.html'), html);
      copyFileSync(join(outDir, 'favicon.svg'), join(dir, 'favicon.svg'));
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { staticDir, bareDir, remove };
}
