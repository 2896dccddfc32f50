/**
 * Navigation shared by the server (base/menus) and the web app (sidebar, current menu, login check).
 * Spec §1 (sidebar groups and keys), §2 (route table, public paths, detail pages highlighting their parent).
 */

export const MENU_GROUPS = [
  { key: 'search', title: '检索' },
  { key: 'efficiency', title: '效率' },
  { key: 'learning', title: '学习' },
  { key: 'history', title: '历史' },
] as const;
export type TMenuGroupKey = (typeof MENU_GROUPS)[number]['key'];

export type TMenuEntry = {
  key: string;
  title: string;
  path: string;
  group: TMenuGroupKey;
  /** External site opened in a new tab (zhishi), not a route. */
  external?: boolean;
};

export const MENU_ENTRIES: readonly TMenuEntry[] = [
  { key: 'guidHome', title: '首页', path: '/guidHome', group: 'search' },
  { key: 'fxSearch', title: '法律检索', path: '/fxSearch', group: 'search' },
  { key: 'enterpriseSearch', title: '企业查询', path: '/enterpriseSearch', group: 'search' },
  { key: 'research', title: '法律研究', path: '/research', group: 'efficiency' },
  { key: 'contract', title: '合同审查', path: '/contract', group: 'efficiency' },
  { key: 'documentDraft', title: '文书起草', path: '/documentDraft', group: 'efficiency' },
  { key: 'assistant', title: '文件问答', path: '/assistant', group: 'efficiency' },
  { key: 'traceability', title: '简易尽调', path: '/traceability', group: 'efficiency' },
  { key: 'translateList', title: '法律翻译', path: '/translateList', group: 'efficiency' },
  { key: 'deepseek', title: 'AI对话', path: '/deepseek', group: 'efficiency' },
  { key: 'zhishi', title: '学习平台', path: 'https://zhishi.lawdesk.cn', group: 'learning', external: true },
  { key: 'allHistory', title: '全部任务', path: '/allHistory', group: 'history' },
];

/** Detail pages highlight their parent module (spec §2 "Route behaviour"). */
export const DETAIL_PARENT: Record<string, string> = {
  'research/': 'research',
  detail: 'contract',
  reviewDetail: 'contract',
  review: 'contract',
  edit: 'contract',
  guidContract: 'contract',
  draftDetail: 'documentDraft',
  draftChatDetail: 'documentDraft',
  draftHistory: 'documentDraft',
  guidDraft: 'documentDraft',
  guidDraftDetail: 'documentDraft',
  guidDraftHistory: 'documentDraft',
  chatFileDetail: 'assistant',
  fileChatDetail: 'assistant',
  fileHistory: 'assistant',
  guidAssistant: 'assistant',
  guidAssistantDetail: 'assistant',
  guidFileHistory: 'assistant',
  traceabilityDetail: 'traceability',
  translate: 'translateList',
  termList: 'translateList',
  termListDetail: 'translateList',
  guidTranslateList: 'translateList',
  deepChatDetail: 'deepseek',
  chatDetail: 'deepseek',
  guidResearch: 'research',
  guidDetail: 'research',
  guidHistory: 'allHistory',
  elementBasedUpload: 'documentDraft',
};

/** The current menu key for a path: the path without its leading slash, or the parent of a detail page. */
export function currentMenuFromPath(pathname: string): string {
  const bare = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (bare.startsWith('research/')) return 'research';
  return DETAIL_PARENT[bare] ?? bare;
}

/** Paths that skip the login check (spec §2 "Public"). */
export const PUBLIC_PATHS: readonly string[] = [
  '/deepSeek',
  '/guidDraftHistory',
  '/grandalllogin',
  '/guidAssistant',
  '/guidHome',
  '/sharepage',
  '/sharepageNew',
  '/shareFilePage',
  '/caseDetail',
  '/disclaimers',
  '/userPrivacy',
  '/lawDetail',
  '/userAgree',
  '/guidDetail',
  '/guidHistory',
  '/guidAssistantDetail',
  '/userInfo',
  '/modifyPassword',
  '/accountBalance',
  '/wxcode',
  '/guidContract',
  '/guidFileHistory',
  '/introduction',
  '/detail',
  '/edit',
  '/translate',
  '/fuxi',
  '/privacy',
  '/h5',
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname);
}
