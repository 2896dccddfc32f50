/**
 * suggestContractType: the AI-identify button (spec §8 AI type). The builtin classifier (knowledge base vocabulary)
 * always runs; a configured model may refine its answer among the known categories, never invent one. An honest
 * null when nobody is sure.
 */
import type { TAiTypeResponse } from '@common/api/contract';
import { classifyContract } from '../../ai/index';
import type { TActor } from '../../lib/actor';
import { suggestCategory } from '../../review/classify/suggest-category';
import { readDocx } from '../../review/docx/index';
import { CATEGORIES, getCategory } from '../../review/knowledge/index';
import { reviewProvider } from './ai-provider';
import { ContractErrors } from './contract-errors';
import type { TContractDeps } from './contract-deps';
import { findOwnUpload } from './find-own-upload';
import { readUploadDocx } from './read-upload-docx';

/** Confidence above which the builtin answer stands without asking a model. */
const CONFIDENT = 0.85;

/** The suggested category and the contract's main amount for one of the actor's uploads. */
export async function suggestContractType(
  deps: Pick<TContractDeps, 'db' | 'fileStore' | 'env' | 'log'>,
  { actor, timestamp, md5 }: { actor: TActor; timestamp: string; md5: string },
): Promise<TAiTypeResponse> {
  const upload = await findOwnUpload(deps.db, { actor, timestamp, md5 });
  let doc;
  try {
    doc = readDocx(await readUploadDocx(deps.db, deps.fileStore, upload));
  } catch {
    throw ContractErrors.parseFailed();
  }
  const builtin = suggestCategory(doc);
  const text = doc.paragraphs.map((p) => p.text).join('\n');
  const title = doc.paragraphs.find((p) => p.text.trim() !== '')?.text.trim() ?? '';
  const classified = await classifyContract({
    provider: reviewProvider(deps.env, deps.log),
    title,
    text,
    categories: CATEGORIES.map((c) => ({ id: c.id, name: c.name })),
    builtin: () => ({ categoryId: builtin.category?.id ?? null, confident: builtin.confidence >= CONFIDENT }),
    maskPersonalData: deps.env.AI_MASK_PERSONAL_DATA,
  });
  const category = classified.categoryId ? getCategory(classified.categoryId) : undefined;
  return {
    file_type: category ? { id: category.id, name: category.name } : null,
    amount: builtin.amount,
  };
}
