import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

/** Revokes the actor's current session: its token answers 10015 from now on. */
export async function logout(db: Db, { actor }: { actor: TActor }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, actor.sessionId));
}
