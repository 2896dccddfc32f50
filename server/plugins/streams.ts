/**
 * Streams plugin: `app.streams`, the one StreamHub of the process (server/lib/stream). Modules register their
 * kind in their own plugin or route file (`app.streams.registerKind('research', { finish })`). Streams whose
 * producer died (a crashed process) are ended at start and then every half minute, so no message stays
 * "streaming" forever. On close, local producers end as interrupted before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StreamHub } from '../lib/stream/hub';

declare module 'fastify' {
  interface FastifyInstance {
    streams: StreamHub;
  }
}

const SWEEP_MS = 30_000;

export default fp<{ leaseMs?: number }>(
  async (app: FastifyInstance, options) => {
    const hub = new StreamHub({
      db: app.db,
      log: app.log.child({ module: 'streams' }),
      leaseMs: options.leaseMs,
    });
    app.decorate('streams', hub);
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      const sweepOnce = () =>
        hub.recoverExpired().catch((err: unknown) => app.log.warn({ err }, 'stream sweep failed'));
      void sweepOnce();
      sweep = setInterval(sweepOnce, SWEEP_MS);
      sweep.unref();
    });
    app.addHook('onClose', async () => {
      if (sweep) clearInterval(sweep);
      await hub.close();
    });
  },
  { name: 'lawdesk-streams', fastify: '5.x' },
);
