/**
 * The Trusted Types policies the page's CSP allows (tools/vite/csp-plugin.ts writes them into
 * `trusted-types`), each vouching for one script URL alone: the export worker's (exportWorker.ts)
 * and the service worker's (offline.ts). Their own module, free of imports, so the Vite config
 * can read it too.
 */
export const WORKER_POLICY_NAME = 'export-worker';
export const SERVICE_WORKER_POLICY_NAME = 'service-worker';

/** The piece of Trusted Types the page's two policies need (see the CSP in tools/vite/csp-plugin.ts). */
export interface TrustedTypesGlobal {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createScriptURL(url: string): string },
    ): { createScriptURL(url: string): unknown };
  };
}
