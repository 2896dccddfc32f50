/**
 * The classify capability: which category a contract belongs to. The caller's keyword classifier (knowledge base)
 * always runs first; the builtin provider uses its answer as is, and so does a model provider when the classifier is
 * confident (a title keyword hit). Otherwise the model chooses among the known categories; an answer outside the
 * list, an unreadable one or a failed call falls back to the classifier. A model can refine, never invent, a type.
 */
import { z } from 'zod';
import { extractJson } from './model-output';
import { createMasker, findPersonNames } from './mask';
import type { AiProvider } from './providers/types';

export interface CategoryOption {
  id: string;
  name: string;
}

export interface BuiltinClassification {
  categoryId: string | null;
  /** True when the classifier is sure (e.g. the title names the type): no model is asked. */
  confident?: boolean;
}

export interface ClassifyResult {
  categoryId: string | null;
  source: 'builtin' | 'model';
  /** Why the model's answer was not used, when it was asked. */
  fallbackReason?: string;
}

const ZAnswer = z.object({ category_id: z.string().nullable() });

/** Classifies with the model when one is configured and the builtin classifier is unsure; see the file comment. */
export async function classifyContract(input: {
  provider: AiProvider;
  title: string;
  /** The contract's text; the first `maxChars` are sent. */
  text: string;
  categories: readonly CategoryOption[];
  builtin: () => BuiltinClassification | Promise<BuiltinClassification>;
  maskPersonalData?: boolean;
  maxChars?: number;
  signal?: AbortSignal;
}): Promise<ClassifyResult> {
  const fallback = await input.builtin();
  const builtin = (fallbackReason?: string): ClassifyResult => ({ categoryId: fallback.categoryId, source: 'builtin', ...(fallbackReason ? { fallbackReason } : {}) });
  if (input.provider.capabilities.classify.mode !== 'model' || fallback.confident) return builtin();

  let excerpt = `${input.title}\n${input.text.slice(0, input.maxChars ?? 1500)}`;
  if (input.maskPersonalData) excerpt = createMasker({ names: findPersonNames(excerpt.split('\n')) }).mask(excerpt);
  const list = input.categories.map((c) => `${c.id}：${c.name}`).join('\n');
  try {
    const answer = await input.provider.complete(
      [
        {
          role: 'system',
          content: `你是中国律师助理，负责判断合同类型。只能从下列类型中选择一个，输出 JSON {"category_id":"类型编号"}；无法判断时输出 {"category_id":null}。不要输出其他文字。\n${list}`,
        },
        { role: 'user', content: `合同标题与开头：\n${excerpt}` },
      ],
      { maxTokens: 60, temperature: 0, responseFormat: 'json_object', signal: input.signal },
    );
    const json = extractJson(answer.text);
    const parsed = json.ok ? ZAnswer.safeParse(json.value) : null;
    if (!parsed?.success) return builtin('模型输出无法解析');
    const id = parsed.data.category_id;
    if (id === null) return builtin('模型无法判断');
    if (!input.categories.some((c) => c.id === id)) return builtin(`模型给出的类型不存在：${id}`);
    return { categoryId: id, source: 'model' };
  } catch (e) {
    return builtin((e as Error).message);
  }
}
