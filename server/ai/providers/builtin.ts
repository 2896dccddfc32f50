/**
 * The builtin provider: always present, deterministic, no model. It states per capability what LawDesk does
 * without a model so that callers (and the UI) can say so instead of pretending:
 *
 * | capability | mode          | what happens                                                                      |
 * |------------|---------------|-----------------------------------------------------------------------------------|
 * | classify   | deterministic | the caller's keyword classifier (knowledge base) decides; see classifyContract()   |
 * | review     | deterministic | rules, mechanical checks and playbooks only; the model pass adds no finding and    |
 * |            |               | its result carries a notice saying so (runModelReview)                             |
 * | answer     | deterministic | retrieval over the statute corpus and the user's files, quoted, never generated     |
 * | draft      | deterministic | templates                                                                         |
 * | translate  | unavailable   | needs a model                                                                     |
 * | chat       | unavailable   | needs a model                                                                     |
 *
 * complete() and stream() throw AiProviderError('unsupported'): there is no text generator behind them, and
 * returning made-up text would be exactly what a lawyer must never receive.
 */
import { AiProviderError } from './errors';
import type { AiProvider, CapabilitySupport, TAiCapability } from './types';

export const BUILTIN_NOTICE = '未配置语言模型，本次结果仅来自内置规则与法规库';

export const BUILTIN_CAPABILITIES: Readonly<Record<TAiCapability, CapabilitySupport>> = {
  classify: { mode: 'deterministic', note: '按合同标题与正文关键词识别合同类型' },
  review: { mode: 'deterministic', note: `${BUILTIN_NOTICE}：规则审查照常进行，不含模型补充意见` },
  answer: { mode: 'deterministic', note: '检索法规库与您的文件，原文引用，不生成内容' },
  draft: { mode: 'deterministic', note: '使用内置模板起草' },
  translate: { mode: 'unavailable', note: '翻译需要配置语言模型（AI_BASE_URL）' },
  chat: { mode: 'unavailable', note: '对话需要配置语言模型（AI_BASE_URL）' },
};

/** The deterministic provider; the same object serves every caller. */
export const builtinProvider: AiProvider = {
  id: 'builtin',
  model: 'builtin',
  capabilities: BUILTIN_CAPABILITIES,
  complete() {
    return Promise.reject(unsupported());
  },
  stream() {
    return {
      [Symbol.asyncIterator]() {
        return {
          next: () => Promise.reject(unsupported()),
        };
      },
    };
  },
};

function unsupported(): AiProviderError {
  return new AiProviderError('未配置语言模型（AI_BASE_URL），内置引擎不生成文本', 'unsupported');
}
