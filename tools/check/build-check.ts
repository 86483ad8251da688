/**
 * Checks the production build after `vite build`: the page carries its CSP and referrer policy,
 * nothing inline needs 'unsafe-inline' (an inline <style> or <script> only by its hash), and the runtime dependencies have no known
 * vulnerabilities. Run with `npm run check:build` (honours BUILD_OUT_DIR like vite.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { globSync } from 'tinyglobby';
import { FIRST_PERSON_JS } from '../../.size-limit.ts';
import {
  REFERRER_POLICY,
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  styleHash,
} from '../vite/csp-plugin.ts';

/** What npm prints when the registry or its audit endpoint cannot answer, as opposed to a finding. */
const AUDIT_UNAVAILABLE =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|audit endpoint returned an error|"statusCode":/;

/**
 * One `name sources` line per directive, sorted, so policies that differ only in the order of
 * directives or sources, or in spacing, compare equal.
 */
function normalizeCsp(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0)
    .map(([name = '', ...sources]) => [name.toLowerCase(), ...sources.sort()].join(' '))
    .sort();
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', apos: "'", gt: '>', lt: '<', quot: '"' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) {
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    }
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const raw = match ? (match[2] ?? match[3] ?? match[4]) : undefined;
  return raw === undefined ? undefined : decodeEntities(raw);
}

function metaContent(html: string, attributeName: string, value: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, attributeName)?.toLowerCase() === value)
    .map((tag) => attribute(tag, 'content') ?? '');
}

/** Every problem found in the built index.html; an empty list means it passes. */
export function indexHtmlProblems(html: string): string[] {
  const problems: string[] = [];

  const policies = metaContent(html, 'http-equiv', 'content-security-policy');
  if (policies.length !== 1) {
    problems.push(`expected one CSP <meta http-equiv>, found ${policies.length}`);
  }
  const policy = policies[0];
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(
    ([, css = '']) => css,
  );
  // An inline script or style runs only if its hash is in the policy, and no other may be there.
  const expected = contentSecurityPolicy(
    styles.map(styleHash),
    inlineScripts(html).map(scriptHash),
  );
  if (policy !== undefined) {
    if (normalizeCsp(policy).join('; ') !== normalizeCsp(expected).join('; ')) {
      problems.push(`CSP is "${policy}", expected "${expected}"`);
    }
  }

  const referrers = metaContent(html, 'name', 'referrer');
  if (referrers.length !== 1 || referrers[0] !== REFERRER_POLICY) {
    problems.push(`expected <meta name="referrer" content="${REFERRER_POLICY}">`);
  }

  // Both policies govern only what the parser meets after them: the page's own requests too.
  const firstResourceAt = html.search(/<(script|link|style)\b/i);
  for (const [name, pattern] of [
    ['CSP', /<meta\b[^>]*content-security-policy/i],
    ['referrer', /<meta\b[^>]*name\s*=\s*["']?referrer/i],
  ] as const) {
    const at = html.search(pattern);
    if (at !== -1 && firstResourceAt !== -1 && firstResourceAt < at) {
      problems.push(`the ${name} <meta> comes after a <script>, <link> or <style>`);
    }
  }

  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (attribute(` ${attributes}`, 'src') !== undefined && body.trim() !== '') {
      problems.push(`<script${attributes}> has both a src and a body`);
    }
  }
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    // A root-relative URL loads from the host's root, not from the folder the page is in.
    for (const name of ['src', 'href']) {
      if (/^\/(?!\/)/.test(attribute(tag, name) ?? '')) {
        problems.push(`${name} from the host's root, which fails in a sub-folder: ${tag}`);
      }
    }
    if (/\sstyle\s*=/i.test(tag)) problems.push(`inline style attribute: ${tag}`);
    if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`inline event handler: ${tag}`);
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
  const budgeted = globSync(FIRST_PERSON_JS.path, { absolute: true }).map(
    (file) => '/' + relative(outDir, file).split(sep).join('/'),
  );
  const problems = [
    ...indexHtmlProblems(html).map((problem) => `${outDir}/index.html: ${problem}`),
    ...budgetProblems(scriptsLoadedByPage(html), budgeted).map(
      (problem) => `${problem} (.size-limit.ts FIRST_PERSON_JS, tools/vite/chunk-names.ts)`,
    ),
    ...auditFindings,
  ];
  for (const warning of warnings) console.warn(`WARNING: ${warning}`);
  if (problems.length > 0) {
    console.error(`Build check failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `Build check passed: ${outDir}/index.html has its CSP and referrer policy, the size ` +
      `budget counts its ${budgeted.length} script(s), and nothing ` +
      (warnings.length > 0
        ? 'inline that its hashes do not allow (vulnerability audit skipped, see the warning above).'
        : 'inline that its hashes do not allow; npm audit --omit=dev reports no vulnerabilities.'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
