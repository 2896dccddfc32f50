/** The segments a download writes: translated .docx, .txt or the bilingual .docx (issue 11). */
import { asc, eq } from 'drizzle-orm';
import { translationSegments } from '../../db/schema/index';
import type { Db } from '../../db/client';

/** The segments of a task for writing files. */
export async function loadSegmentsForDownload(db: Db, taskId: string) {
  return db
    .select({
      paragraphIndex: translationSegments.paragraphIndex,
      source: translationSegments.source,
      target: translationSegments.target,
      targetMarked: translationSegments.targetMarked,
    })
    .from(translationSegments)
    .where(eq(translationSegments.taskId, taskId))
    .orderBy(asc(translationSegments.seq));
}
