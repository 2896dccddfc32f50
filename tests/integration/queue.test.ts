import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/index';
import { sessionCleanupJob } from '../../server/jobs/definitions/session-cleanup';
import { useTestApp } from '../helpers/build-test-app';
import { waitForJob } from '../helpers/wait-for-job';
import { buildUser, sessionFor } from '../factories/user';

describe('job queue (pg-boss on the app database)', () => {
  const t = useTestApp();

  it(`session.cleanup run by a worker removes expired sessions and keeps live ones`, async () => {
    const user = await buildUser(t().app);
    await sessionFor(t().app, user);
    await sessionFor(t().app, user);
    await sessionFor(t().app, user);
    const rows = await t().app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const [expiredA, expiredB, live] = rows;
    await t()
      .app.db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(sessions.id, [expiredA!.id, expiredB!.id]));

    const jobId = await t().app.queue.send(sessionCleanupJob, {});
    expect(jobId).toEqual(expect.any(String));
    await waitForJob(t().app, sessionCleanupJob.id, jobId!);
    const left = await t()
      .app.db.select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([live!.id]);
    const job = await t().app.queue.boss.getJobById(sessionCleanupJob.id, jobId!);
    expect(job?.output).toMatchObject({ sessions: 2 });
  });

  it(`schedules session.cleanup on its cron (${sessionCleanupJob.schedule?.cron})`, async () => {
    const schedules = await t().app.queue.boss.getSchedules();
    expect(schedules.find((s) => s.name === sessionCleanupJob.id)?.cron).toBe(
      sessionCleanupJob.schedule?.cron,
    );
  });

  it('refuses a payload that does not match the definition', async () => {
    await expect(t().app.queue.send(sessionCleanupJob, { unexpected: true } as never)).rejects.toThrow();
  });

  it(`runs on the database the suite targets (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
    expect(t().databaseKind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(t().app.dbHandle.kind).toBe(t().databaseKind);
  });
});
