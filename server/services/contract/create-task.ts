/**
 * createTask: the 立即审查 button (spec §3 submit payload, §4 Submit). Checks the upload is the actor's, the category
 * and stance exist, a use is left (10014) and the contract is within the character limit; creates the task PENDING
 * and queues its review. The route wraps this in the Idempotency-Key (a double click or a replay creates one task).
 */
import type { TCreateTaskRequest } from '@common/api/contract';
import { MAX_CONTRACT_CHARS, TASK_NAME_MAX } from '@common/limits';
import { eq } from 'drizzle-orm';
import { contractTasks } from '../../db/schema/index';
import { contractReviewJob } from '../../jobs/definitions/contract-review';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { getCategory } from '../../review/knowledge/index';
import { checkContract } from './check-contract';
import { ContractErrors, ContractMessages } from './contract-errors';
import type { TContractDeps } from './contract-deps';
import { findOwnUpload } from './find-own-upload';

/** The task name for a contract file name: without its extension, at most TASK_NAME_MAX characters. */
export function taskNameFor(contractName: string): string {
  const base = contractName.trim().replace(/\.(docx?|wps|rtf)$/i, '').trim() || contractName.trim();
  return Array.from(base).slice(0, TASK_NAME_MAX).join('') || '合同审查';
}

export type TCreatedTask = { taskId: string; stanceLabel: string; categoryName: string };

/** Creates a review task and queues it; see the file comment. */
export async function createTask(
  deps: Pick<TContractDeps, 'db' | 'queue'>,
  { actor, request }: { actor: TActor; request: TCreateTaskRequest },
): Promise<TCreatedTask> {
  const upload = await findOwnUpload(deps.db, { actor, timestamp: request.timestamp, md5: request.file_md5 });
  const category = getCategory(request.contract_type_id);
  if (!category) throw Errors.badRequest(ContractMessages.categoryUnknown);
  const stance = category.stances.find((s) => s.id === request.review_stance);
  if (!stance) throw Errors.badRequest(ContractMessages.stanceUnknown);
  await checkContract(deps.db, { actor });
  if (upload.charCount > MAX_CONTRACT_CHARS) throw ContractErrors.tooManyChars();

  const [task] = await deps.db
    .insert(contractTasks)
    .values({
      tenantId: actor.tenantId,
      userId: actor.userId,
      uploadId: upload.id,
      taskName: taskNameFor(request.contract_name),
      fileName: upload.fileName,
      contractTypeId: category.id,
      contractTypeName: category.name,
      reviewStance: stance.id,
      reviewStanceName: stance.label,
      reviewStatus: request.review_status,
      reviewPeople: request.review_people.trim(),
      customRequire: request.custom_require,
      status: 'PENDING',
      progress: 0,
      attempt: 1,
      wordCount: upload.charCount,
    })
    .returning({ id: contractTasks.id });
  try {
    await deps.queue.send(contractReviewJob, { taskId: task!.id, attempt: 1 });
  } catch (err) {
    // Nothing queued means nothing created: the client may simply try again (its idempotency key is released).
    await deps.db.delete(contractTasks).where(eq(contractTasks.id, task!.id));
    throw err;
  }
  return { taskId: task!.id, stanceLabel: stance.label, categoryName: category.name };
}
