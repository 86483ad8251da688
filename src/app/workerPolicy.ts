/**
 * The one Trusted Types policy the page's CSP allows (tools/vite/csp-plugin.ts writes it into
 * `trusted-types`), created by exportWorker.ts for the export worker's URL alone. Its own module,
 * free of imports, so the Vite config can read it too.
 */
export const WORKER_POLICY_NAME = 'export-worker';
