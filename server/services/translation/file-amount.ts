/** The price of an uploaded file before the lawyer confirms (spec §7 file/amount, issue 11). */
import { and, eq } from 'drizzle-orm';
import { translationFiles } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { priceCents } from './price-cents';

/** The price of an uploaded file (spec §7 file/amount). */
export async function fileAmount(db: Db, actor: TActor, fileId: string, perThousandCents: number) {
  const [file] = await db.select().from(translationFiles).where(and(eq(translationFiles.id, fileId), eq(translationFiles.userId, actor.userId), eq(translationFiles.tenantId, actor.tenantId)));
  if (!file) throw Errors.notFound();
  return { file_id: file.id, char_count: file.charCount, price_per_thousand_cents: perThousandCents, price_cents: priceCents(file.charCount, perThousandCents) };
}
