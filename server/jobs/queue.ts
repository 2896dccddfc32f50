/**
 * pg-boss on the app's own database (decision record 003): over PGlite through `fromPglite()` (one in-process
 * connection shared with Drizzle), or over PostgreSQL through its own small pool. API processes only send;
 * worker processes also fetch, run cron schedules and do pg-boss maintenance.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { DEFAULT_HEARTBEAT_SECONDS, type TJobContext, type TJobDefinition, type TJobRegistration } from './define-job';

export type TJobQueueOptions = {
  handle: DatabaseHandle;
  registry: readonly TJobRegistration[];
  log: FastifyBaseLogger;
  /** Fetch and run jobs, run cron schedules and maintenance in this process. */
  runWorkers: boolean;
  pollSeconds: number;
  /** Builds the context each handler receives. */
  context: () => Omit<TJobContext, 'jobId' | 'retryCount'>;
};

export type TSendOptions = {
  /** At most one queued job with this key (pg-boss singletonKey). */
  singletonKey?: string;
  startAfterSeconds?: number;
};

const SCHEDULE_TZ = 'Asia/Shanghai';

export class JobQueue {
  readonly boss: PgBoss;
  private started = false;
  private starting: Promise<void> | null = null;

  constructor(private readonly options: TJobQueueOptions) {
    const common = {
      supervise: options.runWorkers,
      schedule: options.runWorkers,
      migrate: true,
      // NOTIFY wakes a worker the moment a job is queued (~20 ms on PGlite instead of a poll interval).
      useListenNotify: true,
      // The pass that retries jobs whose heartbeat stopped (a worker killed on another machine): every 10 s instead
      // of pg-boss's 60 s, so such a job runs again within seconds (decision 180).
      superviseIntervalSeconds: 10,
    } as const;
    this.boss =
      options.handle.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(options.handle.pglite), backend: 'pglite' })
        : new PgBoss({
            ...common,
            connectionString: options.handle.connectionString,
            max: 4,
            application_name: 'lawdesk-queue',
          });
    this.boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  }

  /**
   * Starts without holding up the HTTP listener (cold start): senders wait for it in send(). A failure is logged
   * and every later send() rejects with it.
   */
  startInBackground(): void {
    this.starting ??= this.start();
    this.starting.catch((err: unknown) => this.options.log.error({ err }, 'job queue failed to start'));
  }

  /** Resolves once the queue is started (rejects if starting failed). */
  async whenStarted(): Promise<void> {
    this.starting ??= this.start();
    await this.starting;
  }

  /** Installs or upgrades pg-boss's schema, creates the queues and, in workers, starts fetching. */
  private async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const { definition } of this.options.registry) {
      const policy = {
        retryLimit: definition.retry.limit,
        retryDelay: definition.retry.delaySeconds,
        retryBackoff: definition.retry.backoff,
        expireInSeconds: definition.expireInSeconds,
        heartbeatSeconds: definition.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS,
      };
      await this.boss.createQueue(definition.id, { ...policy, notify: true });
      // createQueue keeps an existing queue as it was; bring its policy in line with the definition.
      await this.boss.updateQueue(definition.id, policy);
    }
    if (!this.options.runWorkers) return;
    await this.recoverOrphanedJobs();
    // What a user waits for first (a review interrupted by the restart), background imports last (decision 186).
    const ordered = [...this.options.registry].sort((a, b) => Number(a.definition.background ?? false) - Number(b.definition.background ?? false));
    for (const registration of ordered) await this.startWorker(registration);
  }

  /**
   * Start-up sweep (decision 180): jobs left 'active' by a worker that died (kill -9, power loss) are failed at
   * once so pg-boss retries them now, instead of after expireInSeconds (15 min for a review). On PGlite this
   * process is the only one that can open the database, so every active job is a dead process's; on PostgreSQL
   * other workers may be alive, so only jobs whose heartbeat stopped are taken. The review itself stays exactly
   * once: the retried run claims the task with a new run id and the dead run's outputs are discarded (decision 073).
   */
  async recoverOrphanedJobs(): Promise<number> {
    const names = this.options.registry.map((r) => r.definition.id);
    const everyActive = this.options.handle.kind === 'pglite';
    const rows = (await this.boss.getDb().executeSql(
      `SELECT id, name FROM pgboss.job
        WHERE state = 'active' AND name = ANY($1::text[])
          AND ($2::boolean OR coalesce(heartbeat_on, started_on) + coalesce(heartbeat_seconds, expire_seconds) * interval '1s' < now())`,
      [names, everyActive],
    )) as { rows: { id: string; name: string }[] };
    const byName = new Map<string, string[]>();
    for (const row of rows.rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
    const background = new Set(this.options.registry.filter((r) => r.definition.background).map((r) => r.definition.id));
    for (const [name, ids] of byName) {
      await this.boss.fail(name, ids, { message: 'worker died; retried at start-up' });
      // Not after the retry back-off (5–10 s): the worker that died is known dead, the run can start now. Background
      // work (sample imports) keeps its delay so it does not hold the single PGlite connection while a review runs.
      if (background.has(name)) continue;
      await this.boss.getDb().executeSql(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'retry'`, [name, ids]);
    }
    if (rows.rows.length > 0) this.options.log.warn({ jobs: rows.rows.map((r) => `${r.name}:${r.id}`) }, 'jobs of a dead worker retried at start-up');
    return rows.rows.length;
  }

  private async startWorker({ definition, handler }: TJobRegistration): Promise<void> {
    const { log } = this.options;
    await this.boss.work(
      definition.id,
      {
        batchSize: 1,
        localConcurrency: definition.concurrency ?? 1,
        pollingIntervalSeconds: this.options.pollSeconds,
        // With NOTIFY active polling is only the backstop for retries and delayed jobs, which NOTIFY does not wake.
        notifyPollingIntervalSeconds: Math.max(this.options.pollSeconds, 2),
        includeMetadata: true,
      },
      async ([job]) => {
        if (!job) return;
        const payload = definition.payload.parse(job.data);
        const ctx = { ...this.options.context(), jobId: job.id, retryCount: job.retryCount };
        const jobLog = log.child({ job: definition.id, jobId: job.id, retry: job.retryCount });
        try {
          return await handler(payload, { ...ctx, log: jobLog });
        } catch (err) {
          jobLog.error({ err }, 'job failed');
          throw err;
        }
      },
    );
    if (definition.schedule) {
      await this.boss.schedule(
        definition.id,
        definition.schedule.cron,
        definition.schedule.payload as object,
        {
          tz: SCHEDULE_TZ,
        },
      );
    }
  }

  /** Queues a job after validating its payload; returns the job id (null when a singleton already exists). */
  async send<P>(
    definition: TJobDefinition<P>,
    payload: P,
    options: TSendOptions = {},
  ): Promise<string | null> {
    const data = definition.payload.parse(payload);
    await this.whenStarted();
    return this.boss.send(definition.id, data as object, {
      singletonKey: options.singletonKey,
      startAfter: options.startAfterSeconds,
    });
  }

  /** Stops fetching, waits for running jobs (up to `timeoutMs`), and releases pg-boss's connections. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.starting?.catch(() => {});
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
  }
}
