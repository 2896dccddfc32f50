/**
 * Web Push plugin: `app.push`. The VAPID key pair is made on first start and kept in the database (every API and
 * worker process then signs with the same pair); `notifyTaskFinished` pushes a finished review to the owner's
 * subscribed browsers. Registered in every process, because 'task.finished' fires where the review job runs.
 * Delivery never fails the caller: a push is a courtesy, the task list is the truth.
 */
import type { FastifyInstance } from 'fastify';
import type { TEnv } from '../env';
import fp from 'fastify-plugin';
import { ensureVapidKeys, type TVapidKeys } from '../services/push/ensure-vapid-keys';
import { appEvents, type TTaskFinishedEvent } from '../events/app-events';
import { sendTaskFinishedPush } from '../services/push/send-task-finished-push';
import { sendWebPush } from './send-web-push';

export type TPushService = {
  vapidPublicKey(): string;
  allowHttp: boolean;
  /** Resolves with the number of browsers reached; logs and swallows errors. */
  notifyTaskFinished(event: TTaskFinishedEvent): Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    push: TPushService;
  }
}

export default fp<{ env: TEnv }>(
  async (app: FastifyInstance, { env }) => {
    const keys: TVapidKeys = await ensureVapidKeys(app.db, { secretKey: env.SECRET_KEY });
    const log = app.log.child({ module: 'push' });
    const vapid = { subject: env.PUSH_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey };
    app.decorate<TPushService>('push', {
      vapidPublicKey: () => keys.publicKey,
      allowHttp: env.PUSH_ALLOW_HTTP,
      async notifyTaskFinished(event) {
        try {
          const delivered = await sendTaskFinishedPush(app.db, {
            event,
            send: (target, payload) => sendWebPush(target, payload, vapid),
          });
          if (delivered) log.info({ taskId: event.taskId, delivered }, 'push sent');
          return delivered;
        } catch (err) {
          log.warn({ err, taskId: event.taskId }, 'push failed');
          return 0;
        }
      },
    });
    // Fire and forget: the job that emitted must not wait for push services.
    appEvents(app).on('task.finished', (event) => void app.push.notifyTaskFinished(event));
  },
  { name: 'lawdesk-push', fastify: '5.x' },
);
