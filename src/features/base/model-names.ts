/** Display names of the quota models (api.md "Quotas"); unknown models show their key. */
const MODEL_NAMES: Record<string, string> = {
  contract_review: '合同审查',
  research: '法律研究',
  fuxi_search: '法律检索',
  translation: '法律翻译',
  draft: '文书起草',
  document: '文件问答',
  assistant: '文件问答',
  trace: '简易尽调',
  traceability: '简易尽调',
  deepseek: 'AI对话',
  chat: 'AI对话',
  enterprise_search: '企业查询',
};

export function modelName(key: string): string {
  return MODEL_NAMES[key] ?? key;
}

/** Quota per model = number - use_number (spec §3), never below zero. */
export function remainingQuota(u: { number: number; use_number: number }): number {
  return Math.max(0, u.number - u.use_number);
}
