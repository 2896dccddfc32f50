/**
 * In-process typed events between modules, one emitter per app (so test apps never hear each other). Emitting never
 * fails the emitter: a listener that throws is logged and the others still run. Listeners run synchronously in emit
 * order; one that does slow work should queue it (a job) rather than hold up the emitter.
 *
 * Subscribe with `appEvents(app).on('task.finished', (event) => ...)`; the returned function unsubscribes.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TTaskStatus } from '@common/api/contract';

/** A review task reached FINISH or FAILURE (emitted once per outcome, after the database says so). */
export type TTaskFinishedEvent = {
  tenantId: string;
  userId: string;
  taskId: string;
  status: Extract<TTaskStatus, 'FINISH' | 'FAILURE'>;
  taskName: string;
};

export type TAppEventMap = {
  'task.finished': TTaskFinishedEvent;
};

type TListener<K extends keyof TAppEventMap> = (event: TAppEventMap[K]) => void;

export class AppEvents {
  private readonly listeners = new Map<keyof TAppEventMap, Set<TListener<keyof TAppEventMap>>>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof TAppEventMap>(name: K, listener: TListener<K>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as TListener<keyof TAppEventMap>);
    this.listeners.set(name, set);
    return () => set.delete(listener as TListener<keyof TAppEventMap>);
  }

  /** Calls every listener of `name`; a listener's error is logged, never thrown. */
  emit<K extends keyof TAppEventMap>(name: K, event: TAppEventMap[K]): void {
    for (const listener of [...(this.listeners.get(name) ?? [])]) {
      try {
        listener(event);
      } catch (err) {
        this.log?.error({ err, event: name }, 'event listener failed');
      }
    }
  }
}

// Keyed by the HTTP server object: every encapsulated context of one app (route plugins, the job queue's root
// instance) shares it, and no two apps do.
const byApp = new WeakMap<object, AppEvents>();

/** The app's event emitter (created on first use); the same one from any plugin context of the app. */
export function appEvents(app: FastifyInstance): AppEvents {
  let events = byApp.get(app.server);
  if (!events) {
    events = new AppEvents(app.log);
    byApp.set(app.server, events);
  }
  return events;
}
