/**
 * Chromium driven over a bare DevTools pipe (`--remote-debugging-pipe`): JSON messages ended
 * by a NUL byte, ours on file descriptor 3, the browser's on 4. No WebSocket, no library, and
 * no domain is enabled unless a caller sends its `enable`: Playwright and Puppeteer enable the
 * Runtime domain on every page, which slows start-up in ways users never see.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { ProtocolMapping } from 'devtools-protocol/types/protocol-mapping';

type Commands = ProtocolMapping.Commands;
type Events = ProtocolMapping.Events;
type Result<M extends keyof Commands> = Commands[M]['returnType'];
type EventParams<E extends keyof Events> = Events[E][0];

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
}

type Listener = (params: unknown, sessionId: string | undefined) => void;

/** One session: the browser's own (no id) or a page's, attached with flatten. */
export class CdpSession {
  constructor(
    private readonly browser: CdpBrowser,
    readonly sessionId: string | undefined,
  ) {}

  send<M extends keyof Commands>(
    method: M,
    ...params: Commands[M]['paramsType']
  ): Promise<Result<M>> {
    return this.browser.call(method, params[0], this.sessionId) as Promise<Result<M>>;
  }

  /** The next event of that name on this session. */
  next<E extends keyof Events>(event: E): Promise<EventParams<E>> {
    return new Promise((resolve) => {
      const stop = this.browser.listen(event, (params, sessionId) => {
        if (sessionId !== this.sessionId) return;
        stop();
        resolve(params as EventParams<E>);
      });
    });
  }
}

export class CdpBrowser {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, Set<Listener>>();
  private exited: Error | undefined;
  readonly root: CdpSession;

  private constructor(
    private readonly toBrowser: Writable,
    fromBrowser: Readable,
    private readonly stopBrowser: () => Promise<void>,
  ) {
    this.root = new CdpSession(this, undefined);
    let buffered = '';
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => {
      const parts = (buffered + chunk).split('\0');
      buffered = parts.pop() ?? '';
      for (const part of parts) this.receive(JSON.parse(part) as Message);
    });
  }

  /** Headless Chromium with a throwaway profile, talking over the pipe. */
  static launch(executable: string, args: readonly string[]): CdpBrowser {
    const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
    const child = spawn(
      executable,
      [
        ...args,
        '--headless',
        '--remote-debugging-pipe',
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
    );
    const [, , stderr, toBrowser, fromBrowser] = child.stdio;
    if (!isWritable(toBrowser) || !isReadable(fromBrowser)) {
      throw new Error('Chromium started without its DevTools pipe.');
    }
    let errorOutput = '';
    stderr?.on('data', (chunk: Buffer) => {
      errorOutput = (errorOutput + chunk.toString()).slice(-2000);
    });
    const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const browser = new CdpBrowser(toBrowser, fromBrowser, async () => {
      if (child.exitCode === null) child.kill();
      await exitedPromise;
      rmSync(profile, { recursive: true, force: true });
    });
    child.once('exit', (code, signal) => {
      browser.fail(
        new Error(`Chromium exited (${code ?? signal}). Its last output:\n${errorOutput}`),
      );
    });
    return browser;
  }

  call(method: string, params: unknown, sessionId: string | undefined): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    const message: Message = {
      id,
      method,
      params: params ?? {},
      ...(sessionId ? { sessionId } : {}),
    };
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve,
        reject: (error) => reject(new Error(`${method}: ${error.message}`)),
      });
      this.toBrowser.write(JSON.stringify(message) + '\0');
    });
  }

  listen(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  session(sessionId: string): CdpSession {
    return new CdpSession(this, sessionId);
  }

  async close(): Promise<void> {
    try {
      await Promise.race([
        this.root.send('Browser.close'),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    } catch {
      /* Already gone: nothing to close. */
    }
    await this.stopBrowser();
  }

  private receive(message: Message): void {
    if (message.id !== undefined) {
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
      return;
    }
    if (message.method === undefined) return;
    for (const listener of this.listeners.get(message.method) ?? []) {
      listener(message.params, message.sessionId);
    }
  }

  private fail(error: Error): void {
    this.exited = error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}

function isWritable(stream: unknown): stream is Writable {
  return typeof (stream as Writable | null)?.write === 'function';
}

function isReadable(stream: unknown): stream is Readable {
  return typeof (stream as Readable | null)?.on === 'function';
}
