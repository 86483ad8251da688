import workerUrl from './export.worker.ts?worker&url';
import { WORKER_POLICY_NAME, type TrustedTypesGlobal } from './workerPolicy.ts';

let scriptUrl: unknown;

/**
 * Under `require-trusted-types-for 'script'`, `new Worker()` takes only a TrustedScriptURL.
 * The policy vouches for exactly one URL, the export worker's own file, and refuses any other.
 */
function workerScriptUrl(): unknown {
  const { trustedTypes } = globalThis as TrustedTypesGlobal;
  if (!trustedTypes) return workerUrl;
  scriptUrl ??= trustedTypes
    .createPolicy(WORKER_POLICY_NAME, {
      createScriptURL(url) {
        if (url !== workerUrl) throw new TypeError(`${url} is not the export worker`);
        return url;
      },
    })
    .createScriptURL(workerUrl);
  return scriptUrl;
}

export function startExportWorker(): Worker {
  // The built worker is a classic script (Vite's default worker format); in development
  // Vite serves it as a module.
  return new Worker(workerScriptUrl() as string, {
    type: import.meta.env.DEV ? 'module' : 'classic',
  });
}
