/**
 * Prometheus metrics (decision 172), on when METRICS_ENABLED: request rate and latency by route (one histogram,
 * labels method/route/status), and, read at scrape time from the database so every process reports the same
 * totals, queue depth by queue and state, job durations of the last 15 minutes, and contract reviews by status.
 * A registry per app, so tests and several apps in one process never share counters.
 */
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type TMetricsSources = {
  /** Rows of SQL against the app's database (drizzle execute or pg-boss's executeSql). */
  query: (sql: string) => Promise<Record<string, unknown>[]>;
};

export type TAppMetrics = {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
};

/** Creates the app's metrics; the gauges query `sources` on each scrape. */
export function createAppMetrics(sources: TMetricsSources): TAppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lawdesk_' });
  const requests = new Histogram({
    name: 'lawdesk_http_request_duration_seconds',
    help: 'HTTP requests by route: count (rate) and latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'lawdesk_queue_jobs',
    help: 'pg-boss jobs by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await sources.query(`SELECT name, state, count(*)::int AS n FROM pgboss.job GROUP BY name, state`).catch(() => []);
      for (const r of rows) this.set({ queue: String(r.name), state: String(r.state) }, Number(r.n));
    },
  });
  new Gauge({
    name: 'lawdesk_job_duration_seconds_avg',
    help: 'Average run time of jobs completed in the last 15 minutes, by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await sources
        .query(
          `SELECT name, avg(extract(epoch FROM completed_on - started_on))::float8 AS s FROM pgboss.job
           WHERE state = 'completed' AND completed_on > now() - interval '15 minutes' GROUP BY name`,
        )
        .catch(() => []);
      for (const r of rows) this.set({ queue: String(r.name) }, Number(r.s));
    },
  });
  new Gauge({
    name: 'lawdesk_contract_reviews',
    help: 'Contract review tasks by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await sources.query(`SELECT status, count(*)::int AS n FROM contract_tasks GROUP BY status`).catch(() => []);
      for (const r of rows) this.set({ status: String(r.status) }, Number(r.n));
    },
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
  };
}
