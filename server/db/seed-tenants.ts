/**
 * The spec's host variants as data (spec §1, §2, §6). Seeded once per database by code; later edits by an
 * operator are kept (the seed never overwrites an existing row).
 */
import type { TNewTenantRow } from './schema/index';

export const SEED_TENANTS: TNewTenantRow[] = [
  {
    code: 'default',
    name: '律台',
    domainNames: ['localhost', '127.0.0.1', 'www.lawdesk.cn', 'lawdesk.cn'],
    productTitle: '律台',
    homePath: '/guidHome',
    welcomeMessage: '欢迎使用律台，您的AI法律助手',
  },
  {
    // The law firm: login page first, contract review as home, white-list (user_id) login (spec §2, §7).
    code: 'lawfirm',
    name: '律所版',
    hostKeywords: ['lawfirm'],
    productTitle: '律台·律所版',
    homePath: '/guidContract',
    autoLogin: 'grandalllogin',
    isLawFirm: true,
    allowWhiteLogin: true,
    loginPage: { top_text: '律所专属AI法律工作台', logo: '' },
    welcomeMessage: '欢迎使用律台律所版',
  },
  {
    // Partner brands: /allHistory opens without a stored token; the trial badge shows the expiry (spec §1, §2).
    code: 'partnera',
    name: '合作伙伴A',
    hostKeywords: ['partnera'],
    productTitle: '法智通',
    allHistoryPublic: true,
    showTrialBadge: true,
    welcomeMessage: '欢迎使用法智通',
  },
  {
    code: 'partnerb',
    name: '合作伙伴B',
    hostKeywords: ['partnerb'],
    productTitle: '律云助手',
    allHistoryPublic: true,
    showTrialBadge: true,
    welcomeMessage: '欢迎使用律云助手',
  },
  {
    // Hosts containing zizhu: no traceability entry; token login from the partner's app (spec §1, §7).
    code: 'zizhu',
    name: '自助版',
    hostKeywords: ['zizhu'],
    hiddenMenus: ['traceability'],
    autoLogin: 'token',
    allowTokenLogin: true,
  },
  {
    // Hosts containing jupin or dadi: the learning group is hidden (spec §1).
    code: 'jupin',
    name: '聚品版',
    hostKeywords: ['jupin'],
    hiddenMenuGroups: ['learning'],
  },
  {
    code: 'dadi',
    name: '大地版',
    hostKeywords: ['dadi'],
    hiddenMenuGroups: ['learning'],
  },
  {
    // Hosts containing mxf: different header, subtitle and AI disclaimer on the older list page (spec §2).
    code: 'mxf',
    name: 'MXF版',
    hostKeywords: ['mxf'],
    altContractHeader: true,
  },
  {
    // Hosts containing jingheng: task pages open in the same tab (spec §2).
    code: 'jingheng',
    name: '京衡版',
    hostKeywords: ['jingheng'],
    openInSameTab: true,
  },
];
