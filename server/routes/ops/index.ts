/**
 * Operations endpoints (decision 172), outside the API envelope because load balancers and Prometheus read them:
 * GET /api/health (live: the process answers), GET /api/ready (database, queue, file store and statute corpus;
 * 503 when any is not), GET /metrics (Prometheus text, only when METRICS_ENABLED).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TAppMetrics } from '../../lib/metrics';
import { corpusStatus } from '../../laws/corpus-status';

type TCheck = { ok: boolean; detail?: string };

async function check(run: () => Promise<unknown>): Promise<TCheck> {
  try {
    await run();
    return { ok: true };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
}

const opsRoutes: FastifyPluginAsync<{ metrics: TAppMetrics | null }> = async (app, { metrics }) => {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptime_s: Math.round(process.uptime()) };
  });

  app.get('/api/ready', async (_request, reply) => {
    const corpus = corpusStatus();
    const checks: Record<string, TCheck> = {
      database: await check(() => app.db.execute(sql`select 1`)),
      queue: await check(() => app.queue.boss.getDb().executeSql('select 1 from pgboss.version limit 1')),
      storage: await check(() => app.fileStore.exists('ready-probe')),
      corpus: corpus.ready ? { ok: true } : { ok: false, detail: corpus.message },
    };
    const ready = Object.values(checks).every((c) => c.ok);
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not-ready', checks };
  });

  if (metrics) {
    app.get('/metrics', async (_request, reply) => {
      reply.header('content-type', metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  }
};

export default opsRoutes;
