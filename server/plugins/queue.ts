/**
 * Queue plugin: `app.queue` (pg-boss on the app's database). Every process can send; workers run only when
 * the process has the 'worker' service. Stopped before the database closes (onClose runs in reverse order).
 */
import type { FastifyInstance } from 'fastify';
import type { TEnv } from '../env';
import { JobQueue } from '../jobs/queue';
import { JOB_REGISTRY } from '../jobs/registry';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

export default fp<{ env: TEnv; runWorkers: boolean }>(
  async (app: FastifyInstance, { env, runWorkers }) => {
    const queue = new JobQueue({
      handle: app.dbHandle,
      registry: JOB_REGISTRY,
      log: app.log.child({ module: 'queue' }),
      runWorkers,
      pollSeconds: env.QUEUE_POLL_SECONDS,
      context: () => ({ db: app.db, log: app.log, env, app }),
    });
    app.decorate('queue', queue);
    // Starts once every plugin is loaded (a handler never sees a half-built app), in the background so the
    // listener does not wait for pg-boss's schema check; send() waits for it instead.
    app.addHook('onReady', async () => {
      queue.startInBackground();
    });
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'lawdesk-queue', fastify: '5.x' },
);
