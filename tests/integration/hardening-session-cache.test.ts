/**
 * Cached sessions (decision 173): a logged-in read needs no session query while the entry is fresh, yet a
 * revocation made anywhere (this process, another process, the clean-up job, an admin) ends the session on the
 * very next request, because database triggers NOTIFY every process and each request first applies every
 * notification committed before it (decision 188). No polling: "at once" means the next request.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import { sessions, users } from '../../server/db/schema/index';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { buildUser, sessionFor } from '../factories/user';

describe('session cache', () => {
  const t = useTestApp();

  async function loggedIn() {
    const user = await buildUser(t().app);
    const client = new TestClient(t().app);
    client.token = await sessionFor(t().app, user);
    return { user, client };
  }

  const info = (client: TestClient) => client.get(TestClient.saas('base/info'));

  it('is active (listening) on this database', () => {
    expect(t().app.sessionCache.active).toBe(true);
  });

  it('logout through the API ends the session at once', async () => {
    const { client } = await loggedIn();
    expect((await info(client)).body.code).toBe(200);
    expect((await info(client)).body.code).toBe(200);
    expect((await client.post(TestClient.saas('auth/logout'), {})).body.code).toBe(200);
    expect((await info(client)).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('a session deleted behind the app (another process, the clean-up job) stops working', async () => {
    const { user, client } = await loggedIn();
    expect((await info(client)).body.code).toBe(200);
    await t().app.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await info(client)).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('disabling the account behind the app ends its cached sessions', async () => {
    const { user, client } = await loggedIn();
    expect((await info(client)).body.code).toBe(200);
    await t().app.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await info(client)).body.code).toBe(Code.ACCOUNT_DISABLED);
  });

  it('serves a fresh entry without touching the session row on every request', async () => {
    const { user, client } = await loggedIn();
    await info(client);
    const [before] = await t().app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    for (let i = 0; i < 5; i++) expect((await info(client)).body.code).toBe(200);
    const [after] = await t().app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after!.lastSeenAt.getTime()).toBe(before!.lastSeenAt.getTime());
  });
});
