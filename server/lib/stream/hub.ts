/**
 * The stream hub (decision 130): runs a module's answer producer, persists what it produces as numbered events,
 * lets any process replay and follow them, stops them on request, and hands the final text to the module to store.
 *
 * Why events in the database and not only in memory: a client that reconnects (Last-Event-ID) may reach another
 * API process; a stopped or dropped stream must leave a saved, consistent message; and when the producing process
 * dies mid-answer the message must still end (failed, with the text produced so far), not stay "streaming".
 */
import { EventEmitter } from 'node:events';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TCitation } from '@common/api/citation';
import type { TStreamFinalStatus } from '@common/api/stream';
import { Code, Messages } from '@common/codes';
import type { Db } from '../../db/client';
import { streamEvents, streams } from '../../db/schema/index';
import { AppError, Errors } from '../app-error';

/** What a producer yields: text as it is generated, and citations as they are verified. */
export type TProducedEvent = { type: 'delta'; text: string } | { type: 'citation'; citation: TCitation };

/** An event as stored and sent: `seq` is the SSE id. */
export type TStoredEvent = { seq: number; type: 'delta' | 'citation' | 'done' | 'error'; data: unknown };

/** How a stream ended, handed to the module's finisher. `text` is every delta joined; nothing is lost on stop. */
export type TStreamFinal = {
  status: TStreamFinalStatus;
  text: string;
  citations: TCitation[];
  error: { code: number; message: string } | null;
};

/** A module's part: store the final message (idempotently) and return what the `done` event carries. */
export type TStreamKind = {
  finish(args: { db: Db; streamId: string; final: TStreamFinal }): Promise<unknown>;
};

export type TStreamOwner = { tenantId: string; userId: string };

export type TStartStreamOptions = {
  kind: string;
  /** The module's message id. */
  streamId: string;
  owner: TStreamOwner;
  /** Yields the answer; must stop soon after `signal` aborts (stop call or shutdown). */
  produce: (signal: AbortSignal) => AsyncIterable<TProducedEvent>;
};

export type THubOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** How long a running stream may go without a heartbeat before it counts as dead. */
  leaseMs?: number;
  /** Deltas are batched into one event per this many ms (the first delta is written at once). */
  flushMs?: number;
  /** How often a follower in another process looks for new events. */
  pollMs?: number;
};

const MAX_BUFFER_CHARS = 400;
const REPLAY_PAGE = 500;
/** Shown when the process producing an answer died or shut down before finishing it. */
export const INTERRUPTED_MESSAGE = '生成中断，请重试';

type TLocalRun = { abort: AbortController; emitter: EventEmitter; done: Promise<void> };

export class StreamHub {
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  private readonly leaseMs: number;
  private readonly flushMs: number;
  private readonly pollMs: number;
  private readonly kinds = new Map<string, TStreamKind>();
  private readonly local = new Map<string, TLocalRun>();
  private closing = false;

  constructor(options: THubOptions) {
    this.db = options.db;
    this.log = options.log;
    this.leaseMs = options.leaseMs ?? 15_000;
    this.flushMs = options.flushMs ?? 80;
    this.pollMs = options.pollMs ?? 200;
  }

  /** Registers a module's finisher; every process registers every kind so any of them can end a dead stream. */
  registerKind(kind: string, definition: TStreamKind): void {
    this.kinds.set(kind, definition);
  }

  /** Starts producing in the background; resolves once the stream exists (a client may connect right after). */
  async start(options: TStartStreamOptions): Promise<void> {
    if (!this.kinds.has(options.kind)) throw new Error(`stream kind ${options.kind} is not registered`);
    if (this.closing) throw new AppError(503, Code.SERVICE_BUSY, Messages.internal);
    await this.db.insert(streams).values({
      id: options.streamId,
      kind: options.kind,
      tenantId: options.owner.tenantId,
      userId: options.owner.userId,
      status: 'running',
      leaseUntil: new Date(Date.now() + this.leaseMs),
    });
    const abort = new AbortController();
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    const run: TLocalRun = { abort, emitter, done: Promise.resolve() };
    this.local.set(options.streamId, run);
    run.done = this.run(options, run)
      .catch((err: unknown) => this.log.error({ err, streamId: options.streamId }, 'stream run failed'))
      .finally(() => {
        this.local.delete(options.streamId);
        emitter.emit('end');
      });
  }

  /** Asks a stream to stop (from any process). False when it had already ended. 404 when it is not the actor's. */
  async stop(streamId: string, owner: TStreamOwner): Promise<boolean> {
    await this.assertOwned(streamId, owner);
    const updated = await this.db
      .update(streams)
      .set({ stopRequested: true, updatedAt: sql`now()` })
      .where(and(eq(streams.id, streamId), eq(streams.status, 'running')))
      .returning({ id: streams.id });
    this.local.get(streamId)?.abort.abort('stop');
    return updated.length > 0;
  }

  /** 404 unless the stream exists and belongs to the owner (api.md: another user's id is 404, never 403). */
  async assertOwned(streamId: string, owner: TStreamOwner): Promise<void> {
    const [row] = await this.db
      .select({ id: streams.id })
      .from(streams)
      .where(and(eq(streams.id, streamId), eq(streams.tenantId, owner.tenantId), eq(streams.userId, owner.userId)));
    if (!row) throw Errors.notFound();
  }

  /**
   * Sends every event after `afterSeq` to `write`, then follows new ones until the stream ends (`done` or
   * `error`) or `signal` aborts. A stream whose producer died is ended here (failed, text kept).
   */
  async follow(args: {
    streamId: string;
    owner: TStreamOwner;
    afterSeq: number;
    write: (event: TStoredEvent) => void;
    signal: AbortSignal;
  }): Promise<void> {
    await this.assertOwned(args.streamId, args.owner);
    let last = Math.max(0, args.afterSeq);
    while (!args.signal.aborted) {
      const events = await this.db
        .select({ seq: streamEvents.seq, type: streamEvents.type, data: streamEvents.data })
        .from(streamEvents)
        .where(and(eq(streamEvents.streamId, args.streamId), gt(streamEvents.seq, last)))
        .orderBy(asc(streamEvents.seq))
        .limit(REPLAY_PAGE);
      for (const event of events) {
        args.write(event as TStoredEvent);
        last = event.seq;
        if (event.type === 'done' || event.type === 'error') return;
      }
      if (events.length === REPLAY_PAGE) continue;
      const [row] = await this.db
        .select({ status: streams.status, lastSeq: streams.lastSeq, leaseUntil: streams.leaseUntil })
        .from(streams)
        .where(eq(streams.id, args.streamId));
      if (!row) return;
      const live = row.status === 'running' || row.status === 'recovering';
      if (!live && last >= row.lastSeq) return;
      if (live && row.leaseUntil.getTime() < Date.now() && !this.local.has(args.streamId)) {
        await this.recover(args.streamId);
        continue;
      }
      await this.waitForNews(args.streamId, args.signal);
    }
  }

  /** Ends every running stream whose producer stopped renewing its lease (a crashed process). Returns how many. */
  async recoverExpired(): Promise<number> {
    const rows = await this.db
      .select({ id: streams.id })
      .from(streams)
      .where(and(inArray(streams.status, ['running', 'recovering']), lt(streams.leaseUntil, new Date())));
    let count = 0;
    for (const row of rows) if (!this.local.has(row.id) && (await this.recover(row.id))) count++;
    return count;
  }

  /** Stops accepting new streams and ends the local ones as interrupted, waiting for their final writes. */
  async close(): Promise<void> {
    this.closing = true;
    const runs = [...this.local.values()];
    for (const run of runs) run.abort.abort('shutdown');
    await Promise.race([Promise.all(runs.map((r) => r.done)), new Promise((r) => setTimeout(r, 5_000))]);
  }

  /** Whether this process is producing the stream (tests and the stop call use it). */
  isLocal(streamId: string): boolean {
    return this.local.has(streamId);
  }

  private async waitForNews(streamId: string, signal: AbortSignal): Promise<void> {
    const local = this.local.get(streamId);
    await new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        local?.emitter.off('event', finish);
        local?.emitter.off('end', finish);
        signal.removeEventListener('abort', finish);
        resolve();
      };
      // Local followers wake on each event; the timeout covers producers in other processes.
      const timer = setTimeout(finish, local ? this.leaseMs : this.pollMs);
      local?.emitter.on('event', finish);
      local?.emitter.on('end', finish);
      signal.addEventListener('abort', finish);
    });
  }

  private async run(options: TStartStreamOptions, run: TLocalRun): Promise<void> {
    const { streamId } = options;
    let seq = 0;
    let text = '';
    let buffer = '';
    let lastFlush = 0;
    const citations: TCitation[] = [];
    // One writer at a time: the timer and the producer loop both flush.
    let chain: Promise<void> = Promise.resolve();
    const serialize = (fn: () => Promise<void>) => (chain = chain.then(fn, fn));

    const append = async (type: TStoredEvent['type'], data: unknown) => {
      seq += 1;
      await this.db.insert(streamEvents).values({ streamId, seq, type, data });
      run.emitter.emit('event');
    };
    const flush = () =>
      serialize(async () => {
        if (buffer) {
          const chunk = buffer;
          buffer = '';
          text += chunk;
          await append('delta', { text: chunk });
        }
        lastFlush = Date.now();
        const [row] = await this.db
          .update(streams)
          .set({ lastSeq: seq, leaseUntil: new Date(Date.now() + this.leaseMs), updatedAt: sql`now()` })
          .where(eq(streams.id, streamId))
          .returning({ stopRequested: streams.stopRequested });
        if (row?.stopRequested) run.abort.abort('stop');
      });
    const timer = setInterval(() => {
      if (buffer || Date.now() - lastFlush > this.leaseMs / 3) void flush();
    }, this.flushMs);

    let error: TStreamFinal['error'] = null;
    try {
      for await (const event of options.produce(run.abort.signal)) {
        if (run.abort.signal.aborted) break;
        if (event.type === 'delta') {
          if (!event.text) continue;
          buffer += event.text;
          if (seq === 0 || buffer.length >= MAX_BUFFER_CHARS) await flush();
        } else {
          await flush();
          citations.push(event.citation);
          await serialize(() => append('citation', { citation: event.citation }));
        }
      }
    } catch (err) {
      if (!run.abort.signal.aborted) {
        this.log.warn({ err, streamId }, 'stream producer failed');
        error =
          err instanceof AppError
            ? { code: err.code, message: err.message }
            : { code: Code.INTERNAL, message: INTERRUPTED_MESSAGE };
      }
    } finally {
      clearInterval(timer);
    }
    await flush();
    await chain;

    const reason = run.abort.signal.reason as string | undefined;
    const status: TStreamFinalStatus =
      error || reason === 'shutdown' ? 'failed' : run.abort.signal.aborted ? 'stopped' : 'done';
    if (status === 'failed' && !error) error = { code: Code.INTERNAL, message: INTERRUPTED_MESSAGE };
    await this.end(streamId, options.kind, { status, text, citations, error }, seq);
  }

  /** Writes the terminal event and status once; the module's finisher stores the message first. */
  private async end(streamId: string, kind: string, final: TStreamFinal, lastSeq: number): Promise<void> {
    let message: unknown = null;
    let outcome = final;
    try {
      message = await this.kinds.get(kind)!.finish({ db: this.db, streamId, final });
    } catch (err) {
      this.log.error({ err, streamId }, 'stream finisher failed');
      outcome = { ...final, status: 'failed', error: { code: Code.INTERNAL, message: INTERRUPTED_MESSAGE } };
    }
    const seq = lastSeq + 1;
    const terminal = outcome.status === 'failed' ? { type: 'error' as const, data: outcome.error } : { type: 'done' as const, data: { message } };
    await this.db.insert(streamEvents).values({ streamId, seq, type: terminal.type, data: terminal.data });
    await this.db
      .update(streams)
      .set({ status: outcome.status, lastSeq: seq, error: outcome.error, updatedAt: sql`now()` })
      .where(eq(streams.id, streamId));
    this.local.get(streamId)?.emitter.emit('event');
  }

  /** Ends a stream whose producer is gone; exactly one process wins the conditional update. */
  private async recover(streamId: string): Promise<boolean> {
    const [row] = await this.db
      .update(streams)
      .set({ status: 'recovering', leaseUntil: new Date(Date.now() + this.leaseMs), updatedAt: sql`now()` })
      .where(
        and(eq(streams.id, streamId), inArray(streams.status, ['running', 'recovering']), lt(streams.leaseUntil, new Date())),
      )
      .returning({ kind: streams.kind });
    if (!row) return false;
    const events = await this.db
      .select({ seq: streamEvents.seq, type: streamEvents.type, data: streamEvents.data })
      .from(streamEvents)
      .where(eq(streamEvents.streamId, streamId))
      .orderBy(asc(streamEvents.seq));
    let text = '';
    const citations: TCitation[] = [];
    let lastSeq = 0;
    for (const event of events) {
      lastSeq = event.seq;
      if (event.type === 'delta') text += (event.data as { text: string }).text;
      if (event.type === 'citation') citations.push((event.data as { citation: TCitation }).citation);
    }
    const final: TStreamFinal = { status: 'failed', text, citations, error: { code: Code.INTERNAL, message: INTERRUPTED_MESSAGE } };
    if (!this.kinds.has(row.kind)) {
      await this.db.insert(streamEvents).values({ streamId, seq: lastSeq + 1, type: 'error', data: final.error });
      await this.db.update(streams).set({ status: 'failed', lastSeq: lastSeq + 1, error: final.error }).where(eq(streams.id, streamId));
      return true;
    }
    await this.end(streamId, row.kind, final, lastSeq);
    return true;
  }
}
