import { FORMATS, type Format } from 'random-american-generator';

/** A download's object URL is freed this long after its click, when the browser has it. */
const REVOKE_URL_MS = 60_000;

/**
 * Where an export's bytes go, chunk by chunk: into a file the user picked, as they come, or
 * kept for one Blob that is downloaded at the end. Each says in its own words how it ended.
 */
export interface ExportSink {
  /**
   * Resolves once the chunk is written, or copied into a Blob: the worker may then make another,
   * and write over these bytes.
   */
  write(bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  /** Ends the file; says what became of it. */
  finish(): Promise<string>;
  /** Throws the export away (Cancel, or a failure); says what is left, if anything. */
  discard(): Promise<string>;
}

/** The parts of the File System Access API the export uses (not yet in TypeScript's DOM). */
interface SavePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<FileSystemFileHandle & { remove?: () => Promise<void> }>;
}

/** Whether this browser can write a file as it is made (Chromium's File System Access API). */
export function canSaveAsMade(): boolean {
  return typeof window !== 'undefined' && 'showSaveFilePicker' in window;
}

/**
 * Asks where to save, suggesting `fileName` and the format's type; null when the user closes
 * the dialog. Called straight from the Download click: the browser opens its dialog only then.
 */
export async function pickFile(fileName: string, format: Format): Promise<ExportSink | null> {
  const { showSaveFilePicker } = window as SavePickerWindow;
  if (!showSaveFilePicker) throw new Error('this browser cannot save files as they are made.');
  const { label, mimeType, extension } = FORMATS[format];
  let handle: Awaited<ReturnType<typeof showSaveFilePicker>>;
  try {
    handle = await showSaveFilePicker({
      suggestedName: fileName,
      types: [{ description: label, accept: { [mimeType]: [`.${extension}`] } }],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
  // Chromium writes to a file beside the chosen one and moves it into place on close: until
  // then the chosen file stays as the dialog left it (made, or emptied, when it was picked).
  const writable = await handle.createWritable();
  let closing: Promise<void> | null = null;
  return {
    write: (bytes) => writable.write(bytes),
    async finish() {
      closing = writable.close();
      await closing;
      return `Saved ${handle.name}.`;
    },
    async discard() {
      // abort() drops what was written, and waits for a write under way first. A Cancel that
      // comes while the file is being closed lets it close: the file is then wholly ours.
      if (closing) await closing.catch(() => undefined);
      else await writable.abort().catch(() => undefined);
      const left = await handle.getFile().then(
        (file) => file.size,
        () => null,
      );
      if (left === null) return 'nothing was saved.';
      // An empty file is what the dialog made; a closed one holds only this export's rows.
      if (left === 0 || closing) {
        try {
          await handle.remove?.();
          if (handle.remove) return 'nothing was saved.';
        } catch {
          // Not allowed here: say where the file is instead.
        }
        return closing
          ? `${handle.name} was already saved where you chose; delete it if you do not want it.`
          : `nothing was saved; the empty file ${handle.name} is still where you chose to save it.`;
      }
      return `nothing was saved; ${handle.name} was left as it was.`;
    },
  };
}

/**
 * The bytes kept in memory, downloaded as one Blob at the end: for browsers without the API.
 * Each chunk becomes a Blob as it comes (the Blob constructor copies its bytes, so the chunk's
 * buffer can go back to the worker); the download is the Blob of those, which copies nothing
 * again, where keeping the chunks and making one Blob of them at the end held the file twice.
 */
export function blobSink(fileName: string, format: Format): ExportSink {
  const parts: Blob[] = [];
  return {
    write: async (bytes) => {
      parts.push(new Blob([bytes]));
    },
    async finish() {
      download(new Blob(parts, { type: FORMATS[format].mimeType }), fileName);
      return `Downloaded ${fileName}.`;
    },
    async discard() {
      parts.length = 0;
      return 'nothing was downloaded.';
    },
  };
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_URL_MS);
}
