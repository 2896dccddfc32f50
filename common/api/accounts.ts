/**
 * Accounts, quotas, membership and enterprise administration (issue 12; api.md "Accounts and enterprise
 * administration"). Payment calls live under PAYMENT_BASE, administration under SAAS_BASE/manage, the company
 * registry under FUXI_BASE/company.
 */
import { z } from 'zod';
import { API_BASE } from './paths';

export const PAYMENT_BASE = `${API_BASE}/payment/api/v1`;

/** The quota models every module charges (api.md). */
export const QUOTA_MODELS = [
  'contract_review',
  'research',
  'fuxi_search',
  'document',
  'trace',
  'draft',
  'translation',
  'chat',
] as const;
export type TQuotaModel = (typeof QUOTA_MODELS)[number];

/** In the sidebar's words (common/nav.ts), so balance, statement, /vip and user info name a use as the menu does. */
export const QUOTA_MODEL_NAMES: Record<string, string> = {
  contract_review: '合同审查',
  research: '法律研究',
  fuxi_search: '法律检索',
  document: '文件问答',
  trace: '简易尽调',
  draft: '文书起草',
  translation: '法律翻译',
  chat: 'AI对话',
};

/** The largest single grant of one model (a typo of extra zeros is refused, not granted). */
export const QUOTA_GRANT_MAX = 100_000;

/** Role resources: navigation keys of the spec, `admin`, or `*` for all (api.md roles). */
export const ROLE_RESOURCES = [
  'contract',
  'research',
  'documentDraft',
  'assistant',
  'traceability',
  'translateList',
  'deepseek',
  'fxSearch',
  'enterpriseSearch',
  'allHistory',
  'admin',
] as const;
export const ROLE_RESOURCE_NAMES: Record<string, string> = {
  contract: '合同审查',
  research: '法律研究',
  documentDraft: '文书起草',
  assistant: '文件问答',
  traceability: '简易尽调',
  translateList: '法律翻译',
  deepseek: 'AI对话',
  fxSearch: '法律检索',
  enterpriseSearch: '企业查询',
  allHistory: '全部历史',
  admin: '企业管理',
  '*': '全部功能',
};
export const Action = { read: 1, create: 2, update: 4, delete: 8, all: 15 } as const;

export const ZPermission = z.object({
  resource: z.union([z.enum(ROLE_RESOURCES), z.literal('*')]),
  actions: z.coerce.number().int().min(0).max(15),
});
export type TPermission = z.infer<typeof ZPermission>;

export const ZRoleInput = z.object({
  name: z.string().trim().min(1).max(30),
  permissions: z.array(ZPermission).max(20),
  is_default: z.boolean().optional(),
});
export type TRoleInput = z.infer<typeof ZRoleInput>;
export type TRole = { role_id: string; name: string; permissions: TPermission[]; is_default: boolean; member_count: number };

export const ZPhone = z.string().regex(/^1\d{10}$/, '请输入11位手机号');
export const ZMemberInput = z.object({
  phone: ZPhone,
  name: z.string().trim().min(1).max(30),
  role_ids: z.array(z.string().uuid()).max(20).default([]),
  disabled: z.boolean().default(false),
  is_admin: z.boolean().optional(),
});
export type TMemberInput = z.infer<typeof ZMemberInput>;
export type TMember = {
  user_id: string;
  phone: string | null;
  name: string;
  is_admin: boolean;
  disabled: boolean;
  role_ids: string[];
  created_at: string;
};
export type TMemberImportResult = {
  created: number;
  updated: number;
  errors: { row: number; message: string }[];
};

/** What the web app needs to hide what a member may not use: the effective permissions of the caller. */
export type TMyPermissions = { is_admin: boolean; unrestricted: boolean; permissions: TPermission[] };

/**
 * Does a permission set allow `action` on `resource`? (a `*` resource covers all modules). The admin area is the
 * tenant admins' only: neither a tenant without roles (unrestricted) nor a wildcard opens it.
 */
export function allows(
  p: { is_admin: boolean; unrestricted: boolean; permissions: TPermission[] },
  resource: string,
  action: number = Action.read,
): boolean {
  if (resource === 'admin') return p.is_admin;
  if (p.is_admin || p.unrestricted) return true;
  return p.permissions.some((x) => (x.resource === resource || x.resource === '*') && (x.actions & action) === action);
}

export type TPackage = {
  package_id: string;
  package_name: string;
  price_cents: number;
  days: number;
  quotas: Record<string, number>;
};
export type TOrderState = 'NOT_PAY' | 'PAY_SUCCESS' | 'PAY_ERROR' | 'AUTH_EXPIRE';
export type TOrder = {
  order_id: string;
  package_id: string;
  price_cents: number;
  state: TOrderState;
  provider: string;
  created_at: string;
  paid_at: string | null;
  user_phone?: string | null;
};

/** GET manage/orders: the tenant's orders (newest 200) and whether the caller may issue exchange codes. */
export type TManageOrders = { items: TOrder[]; can_issue_codes: boolean };
export type TIssuedCodes = { codes: string[]; batch_id: string };

/** spec §3 account type: person (main hosts, buys membership on /vip) or team (an enterprise tenant's member). */
export type TAccountType = 'person' | 'team';
export type TBalance = {
  balance_cents: number;
  account_type: TAccountType;
  is_member: boolean;
  validity_data: string | null;
  quotas: { models: string; number: number; use_number: number }[];
};
export type TTransaction = {
  id: number;
  at: string;
  model: string;
  change: number;
  balance_after: number;
  reason: string;
  task_id: string | null;
};

export const TRANSACTION_REASON_NAMES: Record<string, string> = {
  consume: '使用',
  refund: '退回',
  grant: '赠送',
  exchange: '兑换',
  purchase: '购买',
  opening: '期初',
};

export const ZIssueCodes = z
  .object({
    count: z.coerce.number().int().min(1).max(1000),
    quotas: z.partialRecord(z.enum(QUOTA_MODELS), z.number().int().min(0).max(QUOTA_GRANT_MAX)),
    days: z.coerce.number().int().min(0).max(3650),
  })
  // A code worth nothing is a typo, not a batch anyone wants.
  .refine((v) => v.days > 0 || Object.values(v.quotas).some((n) => (n ?? 0) > 0), { message: '兑换码至少包含一项次数或会员天数' });

export type TCompany = {
  company_id: string;
  name: string;
  credit_code: string;
  legal_rep: string;
  status: string;
  registered_capital: string;
  established_at: string;
  address: string;
  source: string;
  data_as_of: string;
  /** name / legal_rep with <em>…</em> around the matched text. */
  highlight: { name: string; legal_rep: string };
};
export type TCompanyDetail = TCompany & {
  business_scope: string;
  company_type: string;
  province: string;
  shareholders: string[];
  key_people: string[];
  changes: string[];
};
export type TCompanySearch = {
  items: TCompany[];
  total_count: number;
  total_pages: number;
  /** false: nothing imported and no registry API (the page shows the import command). */
  registry_ready: boolean;
  /** Set when q is shaped like a credit code: 'invalid' (checksum fails) or 'unknown' (valid, not registered). */
  credit_code_check: 'invalid' | 'unknown' | null;
};

/** The command that imports the company registry (README "import commands"). */
export const COMPANY_IMPORT_COMMAND = 'npm run import:companies -- <companies.csv 所在目录>';

export const AccountMessages = {
  badGrant: `额度须为0到${QUOTA_GRANT_MAX}之间的整数`,
  exchangeInvalid: '兑换码无效，请核对后重试',
  exchangeUsed: '该兑换码已被使用',
  adminSelf: '不能取消自己的管理员权限，也不能停用或删除自己',
  roleEmpty: '该角色没有任何权限，请至少勾选一项',
  importInvalid: '请上传成员导入模板（.xlsx）',
  creditCodeInvalid: '统一社会信用代码校验不通过，请检查是否输错',
  creditCodeUnknown: '该统一社会信用代码格式正确，但本地企业库中没有这家企业',
  registryEmpty: '本地企业库尚未导入数据',
  passwordWrong: '当前密码不正确',
  orderState: '订单状态不允许此操作',
  memberExists: '该手机号已是本企业成员',
  platformOnly: '仅平台管理员可以执行该操作',
  saved: '已保存',
  passwordChanged: '密码已修改，其他设备上的登录已退出',
} as const;
