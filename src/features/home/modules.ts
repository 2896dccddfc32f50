/** The module cards of the home page (spec §3 "Module card": key, title, desc, tips). */
export type THomeModule = {
  key: 'contract' | 'documentDraft' | 'assistant' | 'traceability' | 'translateList' | 'deepseek';
  to: '/contract' | '/documentDraft' | '/assistant' | '/traceability' | '/translateList' | '/deepseek';
  title: string;
  desc: string;
  tips: string[];
  /** Chakra colour palette of the card's icon. */
  palette: string;
  /** spec §3 exec_models: the quota model the module uses; the example dialog shows what remains of it. */
  exec_models: string;
  /** spec §3 experience: the label of the example dialog's button that opens the module. */
  experience: string;
};

export const HOME_MODULES: readonly THomeModule[] = [
  {
    key: 'contract',
    exec_models: 'contract_review',
    experience: '立即体验',
    to: '/contract',
    title: '合同审查',
    desc: '上传 Word 合同，AI 标注风险条款、给出修订建议，并生成审查意见书。',
    tips: ['风险提示', '修订建议', '审查意见书'],
    palette: 'brand',
  },
  {
    key: 'documentDraft',
    exec_models: 'draft',
    experience: '立即体验',
    to: '/documentDraft',
    title: '文书起草',
    desc: '填写案件要素，生成起诉状、答辩状、律师函等常用法律文书。',
    tips: ['起诉状', '答辩状', '律师函'],
    palette: 'teal',
  },
  {
    key: 'assistant',
    exec_models: 'document',
    experience: '立即体验',
    to: '/assistant',
    title: '文件问答',
    desc: '上传卷宗、合同或判决书，就文件内容提问，回答标注原文出处。',
    tips: ['多文件', '原文定位'],
    palette: 'purple',
  },
  {
    key: 'traceability',
    exec_models: 'trace',
    experience: '立即体验',
    to: '/traceability',
    title: '简易尽调',
    // What the module does (files + a checklist, src/features/trace), not a company-registry lookup.
    desc: '上传公司资料与合同，按尽调清单逐项得出结论，每项结论都可追溯到文件原文。',
    tips: ['尽调清单', '原文出处', '未发现标注'],
    palette: 'orange',
  },
  {
    key: 'translateList',
    exec_models: 'translation',
    experience: '立即体验',
    to: '/translateList',
    title: '法律翻译',
    desc: '中英法律文件互译，保留原文格式，支持术语库统一译法。',
    tips: ['中英互译', '术语库'],
    palette: 'cyan',
  },
  {
    key: 'deepseek',
    exec_models: 'chat',
    experience: '立即体验',
    to: '/deepseek',
    title: 'AI对话',
    desc: '就法律实务问题与 AI 自由对话，快速梳理思路、查找方向。',
    tips: ['实务问答', '思路梳理'],
    palette: 'gold',
  },
];

/** spec §1: the learning platform's marketing counters. */
export const LEARNING_COUNTERS = [
  { value: '700+', label: '实务专家' },
  { value: '2000+', label: '精品课程' },
  { value: '13', label: '执业领域' },
  { value: '60万+', label: '学员' },
] as const;
