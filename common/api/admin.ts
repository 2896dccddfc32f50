/**
 * Enterprise administration pages (issue 12 item 2): the tenant's login page (/loginConfig), enterprise
 * information (/enterpriseInfo), the data dashboard (/dataDashboard) and the spec's data points. Roles and members
 * live in ./accounts (ZRoleInput, ZMemberInput); these are the additions of docs/api-extensions.md "Enterprise admin".
 */
import { z } from 'zod';
import { ZPhone } from './accounts';
import { zCalendarDate, zSafeText } from './safe-input';

/** The ways a visitor may log in on the tenant's login dialog / page (spec §4: 验证码登录, 密码登录). */
export const LOGIN_METHODS = ['code', 'password'] as const;
export type TLoginMethod = (typeof LOGIN_METHODS)[number];
export const LOGIN_METHOD_NAMES: Record<TLoginMethod, string> = { code: '验证码登录', password: '密码登录' };

/** The methods a stored login-page config allows: every method when none was ever chosen. */
export function loginMethodsOf(config: { methods?: readonly string[] } | null | undefined): TLoginMethod[] {
  const chosen = (config?.methods ?? []).filter((m): m is TLoginMethod => (LOGIN_METHODS as readonly string[]).includes(m));
  return chosen.length > 0 ? chosen : [...LOGIN_METHODS];
}

/** The login logo: PNG, JPEG or WebP, at most this many bytes (shown at 32 px; a photo is not a logo). */
export const LOGIN_LOGO_MAX_BYTES = 200 * 1024;
export const LOGIN_TOP_TEXT_MAX = 60;

export const AdminMessages = {
  loginMethodsEmpty: '请至少保留一种登录方式，否则成员将无法登录',
  logoInvalid: '图标须为PNG、JPEG或WebP图片，且不超过200KB',
  seatsFull: '企业席位已满，请联系平台增加席位后再添加成员',
  saved: '已保存',
  platformOnly: '仅平台管理员可以修改席位与有效期',
} as const;

export const ZLoginConfigInput = z.object({
  top_text: zSafeText().pipe(z.string().trim().max(LOGIN_TOP_TEXT_MAX, `顶部文字不超过${LOGIN_TOP_TEXT_MAX}个字`)),
  /** data:image/...;base64 of a new logo, '' to remove it, or absent to keep the current one. */
  logo_data: z.string().max(Math.ceil((LOGIN_LOGO_MAX_BYTES * 4) / 3) + 40).optional(),
  methods: z.array(z.enum(LOGIN_METHODS)).max(LOGIN_METHODS.length).min(1, AdminMessages.loginMethodsEmpty),
});
export type TLoginConfigInput = z.infer<typeof ZLoginConfigInput>;

export type TLoginConfig = {
  top_text: string;
  /** The URL the login dialog shows ('' = the product's own icon). */
  logo: string;
  methods: TLoginMethod[];
  product_title: string;
  tenant_name: string;
};

export const ZEnterpriseInfoInput = z.object({
  name: zSafeText().pipe(z.string().trim().min(1, '请输入企业名称').max(60, '企业名称不超过60个字')),
  contact_name: zSafeText().pipe(z.string().trim().max(30, '联系人不超过30个字')),
  contact_phone: z.union([z.literal(''), z.string().regex(/^[0-9+\-\s]{5,20}$/, '请输入正确的联系电话')]),
  address: zSafeText().pipe(z.string().trim().max(120, '地址不超过120个字')),
  welcome_message: zSafeText().pipe(z.string().trim().max(60, '欢迎语不超过60个字')),
});
export type TEnterpriseInfoInput = z.infer<typeof ZEnterpriseInfoInput>;

/** Seats and validity: set by the platform operator (the tenant admin reads them). */
export const ZEnterprisePlanInput = z.object({
  /** null = no seat limit. */
  seats: z.number().int().min(1).max(100_000).nullable(),
  /** Last valid day, YYYY-MM-DD, or null = no end. */
  valid_until: zCalendarDate().nullable(),
});
export type TEnterprisePlanInput = z.infer<typeof ZEnterprisePlanInput>;

export type TEnterpriseInfo = TEnterpriseInfoInput & {
  tenant_id: string;
  code: string;
  created_at: string;
  seats: number | null;
  members: number;
  admins: number;
  disabled_members: number;
  valid_until: string | null;
  /** 'active' | 'expired' | 'unlimited' (no end date). */
  validity: 'active' | 'expired' | 'unlimited';
  /** Members' quotas added up per model (remaining = number - use_number). */
  quotas: { models: string; number: number; use_number: number }[];
  /** Whether the caller may change seats and validity (platform admin). */
  can_edit_plan: boolean;
};

export type TDashboard = {
  from: string;
  to: string;
  by_model: { model: string; tasks: number; users: number }[];
  by_day: { day: string; model: string; tasks: number }[];
  by_member: { user_id: string; name: string; phone: string | null; tasks: number }[];
  /** The spec's operation / data / point events of the tenant in the range. */
  events: {
    total: number;
    visitors: number;
    by_kind: { kind: string; count: number }[];
    by_name: { kind: string; name: string; count: number; visitors: number }[];
  };
};

/** spec §7 getPoint: POST operation/api/v1/data/point {exec_models, user_id optional} (+ the anonymous visitor id). */
export const ZDataPoint = z.object({
  exec_models: zSafeText().pipe(z.string().min(1).max(60)),
  user_id: z.string().max(64).optional(),
  visitor_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
  kind: z.enum(['operation', 'data', 'point']).default('point'),
  payload: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])).default({}),
});

/**
 * PUT manage/users/:id: only the fields sent change. (ZMemberInput.partial() kept the create defaults, so a PUT
 * {disabled: true} also wiped the member's roles and a PUT {role_ids} re-enabled a disabled member.)
 */
export const ZMemberUpdate = z.object({
  phone: ZPhone.optional(),
  name: z.string().trim().min(1).max(30).optional(),
  role_ids: z.array(z.string().uuid()).max(20).optional(),
  disabled: z.boolean().optional(),
  is_admin: z.boolean().optional(),
});

/** One audit row as the admin pages show it. */
export type TAuditEntry = { id: number; at: string; action: string; target: string; details: Record<string, unknown>; by: string | null };

/** Audit actions in words (the log shows 谁 / 何时 / 做了什么). */
export const AUDIT_ACTION_NAMES: Record<string, string> = {
  'role.create': '新建角色',
  'role.update': '修改角色',
  'role.delete': '删除角色',
  'member.create': '添加成员',
  'member.update': '修改成员',
  'member.delete': '删除成员',
  'member.import': '导入成员',
  'quota.grant': '分配额度',
  'login-config.update': '修改登录页配置',
  'enterprise.update': '修改企业信息',
  'enterprise.plan': '修改席位与有效期',
  'order.confirm': '确认订单',
  'check.update': '修改审查规则',
  'custom.create': '新增本所检查',
  'custom.update': '修改本所检查',
  'custom.delete': '删除本所检查',
  'exchange.issue': '发放兑换码',
  'password.change': '修改密码',
  'login.token': '令牌登录',
  'login.code': '验证码登录',
  'login.password': '密码登录',
  'login.white': '白名单登录',
  'logout': '退出登录',
};
