/**
 * Where the browser tests find the built page: at a host's root (the default), and under a
 * sub-folder, as a project site or a tools section serves it (folder.spec.ts).
 * playwright.config.ts starts both servers from these.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4174);
export const ROOT_URL = `http://localhost:${E2E_PORT}`;
export const FOLDER_PORT = E2E_PORT + 1;
export const FOLDER_PATH = '/tools/people/';
export const FOLDER_URL = `http://localhost:${FOLDER_PORT}${FOLDER_PATH}`;
/** e2e/offline.spec.ts's own servers, which its tests stop: the root, an update, a sub-folder. */
export const OFFLINE_PORT = E2E_PORT + 2;
export const UPDATE_PORT = E2E_PORT + 3;
export const OFFLINE_FOLDER_PORT = E2E_PORT + 4;
