/**
 * Checks the production build after `vite build`: nothing loads from the host's root (the page
 * works from any folder), the size budget counts exactly the scripts the page loads before the
 * first person, and the runtime dependencies have no known vulnerabilities. The page's CSP
 * (the inline script and style allowed by their hashes alone), referrer policy and the absence
 * of anything else inline are browser tests (e2e/security.spec.ts). Run with
 * `npm run check:build` (honours BUILD_OUT_DIR).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { globSync } from 'tinyglobby';
import { ENTRY_JS } from '../../.size-limit.ts';

/** What npm prints when the registry or its audit endpoint cannot answer, as opposed to a finding. */
const AUDIT_UNAVAILABLE =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|audit endpoint returned an error|"statusCode":/;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined;
}

/**
 * Every src or href of index.html that starts at the host's root: it loads from there, not from
 * the folder the page is served in (Vite's base './' writes relative URLs).
 */
export function rootRelativeUrls(html: string): string[] {
  const problems: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const name of ['src', 'href']) {
      if (/^\/(?!\/)/.test(attribute(tag, name) ?? '')) {
        problems.push(`${name} from the host's root, which fails in a sub-folder: ${tag}`);
      }
    }
  }
  return problems;
}

/**
 * The module scripts and module preloads index.html makes the browser fetch, as paths from the
 * built folder (`./assets/a.js` and `/assets/a.js` are both `/assets/a.js`).
 */
export function scriptsLoadedByPage(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => attribute(tag, 'src'));
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter(([tag]) => /\bmodulepreload\b/i.test(attribute(tag, 'rel') ?? ''))
    .map(([tag]) => attribute(tag, 'href'));
  return [...scripts, ...preloads]
    .filter((path): path is string => path !== undefined)
    .map((path) => new URL(path, 'http://built.invalid/').pathname);
}

/**
 * The size budget counts exactly what the page loads before the first person: every script and
 * preload of index.html matches the budget's globs, and the globs match nothing else.
 */
export function budgetProblems(loaded: readonly string[], budgeted: readonly string[]): string[] {
  const budget = new Set(budgeted);
  const loads = new Set(loaded);
  return [
    ...[...loads]
      .filter((path) => !budget.has(path))
      .map((path) => `${path} is loaded by the page but not counted by the size budget`),
    ...[...budget]
      .filter((path) => !loads.has(path))
      .map((path) => `${path} is counted by the size budget but not loaded by the page`),
  ];
}

interface AuditOutcome {
  problems: string[];
  warnings: string[];
}

/**
 * Runs `npm audit --omit=dev`. A reported vulnerability always fails. A registry that cannot
 * answer only warns, loudly, unless REQUIRE_AUDIT=1: our own CI reaches the registry through a
 * mirror that refuses the audit endpoint (405), and that must not stop every build.
 */
export function audit(): AuditOutcome {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const output = `${result.stdout}\n${result.stderr}`;
  let report: { message?: string; metadata?: { vulnerabilities?: Record<string, number> } } = {};
  try {
    report = JSON.parse(result.stdout) as typeof report;
  } catch {
    // Left empty: the checks below say why.
  }
  const counts = report.metadata?.vulnerabilities;
  if (counts) {
    const total = counts.total ?? 0;
    const found = `npm audit --omit=dev found ${total} vulnerabilities: ${JSON.stringify(counts)}`;
    return { problems: total === 0 ? [] : [found], warnings: [] };
  }
  if (AUDIT_UNAVAILABLE.test(output)) {
    const message =
      'npm audit could not get an answer from the registry, so the runtime dependencies ' +
      'were NOT checked for known vulnerabilities. Run `npm audit --omit=dev` with access ' +
      `to registry.npmjs.org. npm said: ${report.message ?? output.trim()}`;
    return process.env.REQUIRE_AUDIT === '1'
      ? { problems: [message], warnings: [] }
      : { problems: [], warnings: [message] };
  }
  return {
    problems: [`npm audit --omit=dev gave no report (exit ${result.status}):\n${output.trim()}`],
    warnings: [],
  };
}

function main(): void {
  const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const { problems: auditFindings, warnings } = audit();
  const budgeted = globSync(ENTRY_JS, { absolute: true }).map(
    (file) => '/' + relative(outDir, file).split(sep).join('/'),
  );
  const problems = [
    ...rootRelativeUrls(html).map((problem) => `${outDir}/index.html: ${problem}`),
    ...budgetProblems(scriptsLoadedByPage(html), budgeted).map(
      (problem) => `${problem} (.size-limit.ts ENTRY_JS, tools/vite/chunk-names.ts)`,
    ),
    ...auditFindings,
  ];
  for (const warning of warnings) console.warn(`WARNING: ${warning}`);
  if (problems.length > 0) {
    console.error(`Build check failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `Build check passed: ${outDir}/index.html loads nothing from the host's root, the size ` +
      `budget counts its ${budgeted.length} script(s)` +
      (warnings.length > 0
        ? ' (vulnerability audit skipped, see the warning above).'
        : '; npm audit --omit=dev reports no vulnerabilities.'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
