/**
 * A job is a definition (id, payload schema, retry policy, optional cron schedule) plus a handler that knows
 * nothing of the queue (style.md "From documenso"). The registry (registry.ts) pairs them; queue.ts runs them.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { TEnv } from '../env';

export type TRetryPolicy = {
  /** Retries after the first attempt fails. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Double the delay on each retry (with jitter). */
  backoff: boolean;
};

export type TJobDefinition<P> = {
  /** Dotted id, also the pg-boss queue name: 'session.cleanup', 'contract.review'. */
  id: string;
  payload: z.ZodType<P>;
  retry: TRetryPolicy;
  /** An attempt still running after this long is failed (and retried): a crashed worker's job is picked up again. */
  expireInSeconds: number;
  /** Runs on a cron schedule (5 fields, Asia/Shanghai) with this payload. */
  schedule?: { cron: string; payload: P };
  /** Jobs of this kind one process runs at once. */
  concurrency?: number;
  /**
   * The worker refreshes a running job every half of this; a job not refreshed for this long belongs to a dead
   * worker and is retried (decision 180). Default DEFAULT_HEARTBEAT_SECONDS; at least 10 (pg-boss).
   */
  heartbeatSeconds?: number;
  /**
   * Work nobody is waiting for (the first-start sample imports). At start-up its worker starts after the others and
   * a dead worker's job of this kind is retried after its usual delay, so a lawyer's interrupted review runs first
   * (decision 186).
   */
  background?: boolean;
};

/** Heartbeat of every job kind unless its definition says otherwise (decision 180). */
export const DEFAULT_HEARTBEAT_SECONDS = 15;

/** What a handler gets besides its payload: the database, a logger, settings and the app's decorators. */
export type TJobContext = {
  db: Db;
  log: FastifyBaseLogger;
  env: TEnv;
  /** The app, for decorators other modules add (fileStore, ai, ...). Handlers must not send HTTP replies. */
  app: FastifyInstance;
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
};

export type TJobHandler<P> = (payload: P, ctx: TJobContext) => Promise<unknown>;

export type TJobRegistration = {
  definition: TJobDefinition<unknown>;
  handler: TJobHandler<unknown>;
};

const JOB_ID = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/** Declares a job kind; checks the id is dotted lowercase. */
export function defineJob<P>(definition: TJobDefinition<P>): TJobDefinition<P> {
  if (!JOB_ID.test(definition.id)) throw new Error(`job id must be dotted lowercase: ${definition.id}`);
  return definition;
}

/** Pairs a definition with its handler for the registry. */
export function registerJob<P>(definition: TJobDefinition<P>, handler: TJobHandler<P>): TJobRegistration {
  return { definition, handler } as unknown as TJobRegistration;
}
