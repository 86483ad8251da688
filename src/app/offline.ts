/**
 * Once the page has started (its first person shown, React hydrated), it fetches the rest of
 * what it may ever load, in idle time, so it goes on working with the network gone: Generate with
 * any locks, the editors, a link's check and the export. And it registers its service worker
 * (src/serviceWorker.ts), which keeps the built page's files in Cache Storage, so a reload with
 * the network gone opens the page too. Nothing here is needed to show a person or answer a click:
 * a failure is quiet (what fails here fails again, visibly, when a control asks for it).
 */
import { loadAllData } from 'random-american-generator/page';
import { loadExportPanel } from './ExportSection.tsx';
import { warmWorker } from './exportWorkers.ts';
import { SERVICE_WORKER_POLICY_NAME, type TrustedTypesGlobal } from './workerPolicy.ts';

/** The service worker, beside index.html (tools/vite/service-worker-plugin.ts writes it). */
const SERVICE_WORKER_URL = './sw.js';

/**
 * Fetches the rest of the page in idle time, after the service worker (if the browser has one)
 * has its files: the nation's first names and every state's data, the download form, and an
 * export worker started ahead (exportWorkers.ts). Marks `<html data-offline="ready">` once all is
 * in (browser tests wait for it before they drop the network).
 */
export async function keepWorkingOffline(): Promise<void> {
  // Fetched once: when the service worker's files are in, the page's fetches come from them.
  await serviceWorkerInstalled();
  try {
    await idle();
    await loadAllData();
    await idle();
    await loadExportPanel();
    await idle();
    await warmWorker();
  } catch {
    // Said when a control asks for it (loadFailure.ts).
    return;
  }
  document.documentElement.dataset.offline = 'ready';
}

/** Resolves in a moment the page has nothing else to do (or soon, where the browser cannot say). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve());
    else setTimeout(resolve);
  });
}

/**
 * Registers the service worker (in a production build, where the browser has them) and waits
 * until it is installed and active, or has failed: never rejects.
 */
async function serviceWorkerInstalled(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(serviceWorkerUrl() as string);
  } catch {
    return;
  }
  // Undefined where registering is refused without an error (as a browser test may make it).
  const installing = registration?.installing ?? registration?.waiting;
  if (!installing) return;
  await new Promise<void>((resolve) => {
    const settled = () => {
      if (installing.state === 'activated' || installing.state === 'redundant') resolve();
    };
    installing.addEventListener('statechange', settled);
    settled();
  });
}

/**
 * Under `require-trusted-types-for 'script'`, `register()` takes only a TrustedScriptURL. The
 * policy vouches for exactly one URL, the service worker's own file, and refuses any other.
 */
function serviceWorkerUrl(): unknown {
  const { trustedTypes } = globalThis as TrustedTypesGlobal;
  if (!trustedTypes) return SERVICE_WORKER_URL;
  return trustedTypes
    .createPolicy(SERVICE_WORKER_POLICY_NAME, {
      createScriptURL(url) {
        if (url !== SERVICE_WORKER_URL) throw new TypeError(`${url} is not the service worker`);
        return url;
      },
    })
    .createScriptURL(SERVICE_WORKER_URL);
}
