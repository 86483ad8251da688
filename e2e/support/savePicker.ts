import type { Page } from '@playwright/test';

/**
 * A stand-in for the browser's save dialog (`showSaveFilePicker`), which a test cannot answer:
 * it records what the page asked for and hands back a file of the origin private file system
 * (OPFS), named as the page suggested, so the test can read back what the page wrote. Like
 * Chromium's dialog, it makes the chosen file exist and empty before the page writes.
 *
 * `dismiss` answers as a user who closes the dialog does (an AbortError). `holdClose` keeps the
 * file's writable from closing until the test calls releaseClose: the moment every chunk is
 * written and the file is being finished, held still to look at.
 */
export interface PickerOptions {
  dismiss?: boolean;
  holdClose?: boolean;
}

declare global {
  interface Window {
    __picker: {
      calls: unknown[];
      release: () => void;
    };
  }
}

export async function installSavePicker(page: Page, options: PickerOptions = {}): Promise<void> {
  await page.addInitScript(({ dismiss, holdClose }: PickerOptions) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    window.__picker = { calls: [], release };
    (window as unknown as { showSaveFilePicker: unknown }).showSaveFilePicker = async (options: {
      suggestedName: string;
    }) => {
      window.__picker.calls.push(options);
      if (dismiss) throw new DOMException('The user aborted a request.', 'AbortError');
      const directory = await navigator.storage.getDirectory();
      const handle = await directory.getFileHandle(options.suggestedName, { create: true });
      const empty = await handle.createWritable();
      await empty.close();
      if (holdClose) {
        const createWritable = handle.createWritable.bind(handle);
        handle.createWritable = async (...args) => {
          const writable = await createWritable(...args);
          const close = writable.close.bind(writable);
          writable.close = async () => {
            await released;
            return close();
          };
          return writable;
        };
      }
      return handle;
    };
  }, options);
}

/** What the page asked the dialog for, call by call. */
export function pickerCalls(page: Page): Promise<unknown[]> {
  return page.evaluate(() => window.__picker.calls);
}

/** Lets the held writable close (see holdClose). */
export function releaseClose(page: Page): Promise<void> {
  return page.evaluate(() => window.__picker.release());
}

/** The origin private file system's files: name and bytes (as base64). */
export async function savedFiles(page: Page): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(async () => {
    const directory = await navigator.storage.getDirectory();
    const found: Record<string, string> = {};
    for await (const [name, handle] of directory.entries()) {
      if (handle.kind !== 'file') continue;
      const file = await (handle as FileSystemFileHandle).getFile();
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      found[name] = btoa(binary);
    }
    return found;
  });
  return Object.fromEntries(
    Object.entries(files).map(([name, base64]) => [name, Buffer.from(base64, 'base64')]),
  );
}
