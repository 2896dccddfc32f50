/**
 * Parsing where a crash cannot take the API down (decision 171): a parser runs in a worker thread with a heap cap
 * (resourceLimits) and a time limit. Out of memory, a hang or a crash ends that thread only; the call rejects with
 * IsolatedParseError and the next call starts a fresh thread. One thread per parser, reused while calls keep
 * coming and stopped when idle, so an upload does not pay a thread start (~0.3 s with tsx) every time.
 */
import { Worker } from 'node:worker_threads';
import type { TParseReply, TThrown } from './protocol';

export type TIsolatedFailure = 'memory' | 'timeout' | 'crashed' | 'threw';

export class IsolatedParseError extends Error {
  constructor(
    readonly failure: TIsolatedFailure,
    /** For 'threw': what the parser threw (its name, message, reason/code). */
    readonly thrown?: TThrown,
  ) {
    super(thrown ? `${failure}: ${thrown.name}: ${thrown.message}` : failure);
    this.name = 'IsolatedParseError';
  }
}

export type TIsolatedParserOptions = {
  /** URL of the entry module (it calls serveParser); `new URL('./x-worker.ts', import.meta.url)`. */
  entry: URL;
  /** Old-generation heap cap of the thread, MB. Strings and objects count; Buffers do not (limit them by input). */
  heapMb: number;
  /** One call's time limit; the thread is ended when it passes. */
  timeoutMs: number;
  /** The thread stops after this long without calls (default 30 s). */
  idleMs?: number;
};

export type TIsolatedParser<I, O> = {
  /** Runs the parser on `input` (structured-cloned into the thread). Rejects with IsolatedParseError. */
  run(input: I): Promise<O>;
  /** Ends the thread (pending calls reject 'crashed'). */
  close(): Promise<void>;
};

type TPending = { id: number; input: unknown; resolve: (v: unknown) => void; reject: (e: Error) => void };

/** A reusable isolated parser; see the file comment and README.md. */
export function createIsolatedParser<I, O>(options: TIsolatedParserOptions): TIsolatedParser<I, O> {
  const idleMs = options.idleMs ?? 30_000;
  let worker: Worker | null = null;
  let current: TPending | null = null;
  const queue: TPending[] = [];
  let nextId = 1;
  let callTimer: NodeJS.Timeout | null = null;
  let idleTimer: NodeJS.Timeout | null = null;

  function spawn(): Worker {
    // tsx's loader registered inside the thread, then the TypeScript entry (Node 20 does not pass --import hooks
    // to a worker's own entry file); the same bootstrap works when the entry is plain .js.
    const entry = JSON.stringify(options.entry.href);
    const w = new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${entry}); })`, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    w.on('message', (reply: TParseReply) => {
      if (w !== worker || !current || reply.id !== current.id) return;
      const done = current;
      current = null;
      clearCallTimer();
      if (reply.ok) done.resolve(reply.output);
      else done.reject(new IsolatedParseError('threw', reply.error));
      pump();
    });
    const die = (failure: TIsolatedFailure) => {
      if (w !== worker) return;
      worker = null;
      clearCallTimer();
      const failed = current;
      current = null;
      failed?.reject(new IsolatedParseError(failure));
      // Calls queued behind the one that killed the thread get a fresh thread.
      pump();
    };
    w.on('error', (err) => die((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed'));
    w.on('exit', () => die('crashed'));
    return w;
  }

  function clearCallTimer(): void {
    if (callTimer) clearTimeout(callTimer);
    callTimer = null;
  }

  function pump(): void {
    if (current) return;
    const call = queue.shift();
    if (!call) {
      if (worker && !idleTimer) {
        worker.unref();
        idleTimer = setTimeout(() => void close(), idleMs);
        idleTimer.unref();
      }
      return;
    }
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (!worker) worker = spawn();
    worker.ref();
    current = call;
    const w = worker;
    callTimer = setTimeout(() => {
      // A hung parser: end its thread; the exit handler rejects the call.
      if (w === worker) {
        worker = null;
        const hung = current;
        current = null;
        hung?.reject(new IsolatedParseError('timeout'));
        void w.terminate();
        pump();
      }
    }, options.timeoutMs);
    w.postMessage({ id: call.id, input: call.input });
  }

  async function close(): Promise<void> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const w = worker;
    worker = null;
    clearCallTimer();
    current?.reject(new IsolatedParseError('crashed'));
    current = null;
    for (const q of queue.splice(0)) q.reject(new IsolatedParseError('crashed'));
    if (w) await w.terminate();
  }

  return {
    run(input: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve: resolve as (v: unknown) => void, reject });
        pump();
      });
    },
    close,
  };
}
