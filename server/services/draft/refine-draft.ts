/**
 * refineDraft: changes a draft by the lawyer's instruction (“把诉讼请求改为两项”, “语气更正式”) through the model. The
 * model sees the numbered editable paragraphs and answers JSON {reply, paragraphs: [{id, text}]} naming only the
 * paragraphs it changes; anything else it says is ignored. No model configured: 409 with a message that says so.
 * A model failure leaves the draft as it was.
 */
import { z } from 'zod';
import { createMasker } from '../../ai/index';
import type { TDraftTaskRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { TDraftDeps } from './draft-deps';
import { DraftErrors } from './draft-errors';
import { extractFacts } from './extract/extract-facts';
import { findOwnDraft } from './find-own-draft';
import { cleanFieldValue } from './render-draft';
import { saveDraft } from './save-draft';

const ZRefineOutput = z.object({
  reply: z.string().default(''),
  paragraphs: z.array(z.object({ id: z.string(), text: z.string() })).default([]),
});

const SYSTEM_PROMPT = [
  '你是一名中国执业律师，正在按委托律师的指令修改一份法律文书。',
  '文书的每个可修改段落以 [段落编号] 开头给出。只修改指令要求修改的段落，不得编造事实；引用法律写明全称和条号。',
  '只输出 JSON：{"reply":"用一两句话说明改了什么","paragraphs":[{"id":"段落编号","text":"修改后的整段文字"}]}，未修改的段落不要输出。',
].join('\n');

/** Parses the model's JSON (tolerating a ```json fence); null when it is not the expected shape. */
export function parseRefineOutput(text: string): z.infer<typeof ZRefineOutput> | null {
  const body = text.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = ZRefineOutput.safeParse(JSON.parse(body.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Applies the instruction through the model; returns the stored draft. */
export async function refineDraft(deps: TDraftDeps, { actor, taskId, instruction }: { actor: TActor; taskId: string; instruction: string }): Promise<TDraftTaskRow> {
  const row = await findOwnDraft(deps.db, { actor, taskId });
  // The drafting job still writes it (decision 152).
  if (row.status === 'RUNNING') throw DraftErrors.drafting();
  if (deps.provider.capabilities.draft.mode !== 'model') throw DraftErrors.modelRequired();
  const ask = cleanFieldValue(instruction);
  const facts = extractFacts(row.narrative);
  const masker = deps.env.AI_MASK_PERSONAL_DATA ? createMasker({ names: facts.parties.map((p) => p.name).filter((n) => n.length <= 4) }) : null;
  const m = (t: string) => (masker ? masker.mask(t) : t);
  const editable = row.paragraphs.filter((p) => p.editable);
  const listing = row.paragraphs.map((p) => (p.editable ? `[${p.id}] ${m(p.text)}` : `（标题）${p.text}`)).join('\n');
  let output: z.infer<typeof ZRefineOutput> | null = null;
  try {
    const result = await deps.provider.complete(
      [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: `文书内容：\n${listing}\n\n修改指令：${m(ask)}` },
      ],
      { maxTokens: 3000, temperature: 0.2, responseFormat: 'json_object' },
    );
    output = parseRefineOutput(masker ? masker.restore(result.text) : result.text);
  } catch (err) {
    deps.log.warn({ err }, 'draft refinement failed');
  }
  if (!output) throw DraftErrors.modelFailed();
  const changes = new Map(output.paragraphs.filter((p) => editable.some((e) => e.id === p.id)).map((p) => [p.id, cleanFieldValue(p.text)]));
  const paragraphs = row.paragraphs.map((p) => (changes.has(p.id) && changes.get(p.id) ? { ...p, text: changes.get(p.id)! } : p));
  const reply = cleanFieldValue(output.reply) || (changes.size ? `已修改${changes.size}个段落。` : '没有需要修改的段落。');
  const refinements = [...row.refinements, { instruction: ask, reply, at: new Date().toISOString() }];
  return saveDraft(deps, row, { paragraphs, refinements });
}
