import { z } from 'zod';

/** A per-model quota (spec §3): remaining = number - use_number. */
export const ZUseInfo = z.object({ models: z.string(), number: z.number().int(), use_number: z.number().int() });
export type TUseInfo = z.infer<typeof ZUseInfo>;

export const ZUserInfoResponse = z.object({
  personal_info: z.object({
    use_info: z.array(ZUseInfo),
    is_member: z.boolean(),
    is_new_user: z.boolean(),
    user_id: z.string(),
    username: z.string(),
    phone: z.string(),
    is_admin: z.boolean(),
    tenant_id: z.string(),
    package_name: z.string(),
    /** Membership expiry, YYYY-MM-DD, or '' when never a member. */
    validity_data: z.string(),
  }),
  tenant_info: z.array(z.object({ domain_name: z.string(), user_id: z.string(), is_member: z.boolean() })),
});
export type TUserInfo = z.infer<typeof ZUserInfoResponse>;

/** Brand settings of the tenant selected by the Domain header (spec §1, §2, §6 host variants). */
export const ZBrand = z.object({
  tenant_name: z.string(),
  /** Browser title suffix: 'title - 律台'. */
  product_title: z.string(),
  home_path: z.string(),
  /** 'none' | 'grandalllogin' (law-firm: login page first) | 'white' (user_id) | 'token' (zizhu). */
  auto_login: z.enum(['none', 'grandalllogin', 'white', 'token']),
  hidden_menu_groups: z.array(z.string()),
  hidden_menus: z.array(z.string()),
  open_in_same_tab: z.boolean(),
  show_trial_badge: z.boolean(),
  is_law_firm: z.boolean(),
  /** Partner deployments whose /allHistory needs no stored token (spec §2). */
  all_history_public: z.boolean(),
  /** mxf hosts: different header, subtitle and AI disclaimer on the older list page. */
  alt_contract_header: z.boolean(),
});
export type TBrand = z.infer<typeof ZBrand>;

/** What this server can do that depends on optional system tools (issue 17, server/lib/system-tools.ts). */
export const ZServerFeatures = z.object({
  /** False when LibreOffice is missing: .doc uploads cannot be converted here (.docx still works). */
  doc_conversion: z.boolean(),
});
export type TServerFeatures = z.infer<typeof ZServerFeatures>;

export const ZConfigInfoResponse = z.object({
  logo: z.string(),
  video_display: z.number().int(),
  /** Same flag under the name the contract page reads (spec §2: app_video_display equals 1 hides the video). */
  app_video_display: z.number().int(),
  login_top_text: z.string(),
  /** The login methods the tenant's login dialog/page offers (issue 12 /loginConfig); absent = all. */
  login_methods: z.array(z.enum(['code', 'password'])).optional(),
  brand: ZBrand,
  /** Absent from servers older than issue 17: then assume every feature works. */
  server_features: ZServerFeatures.optional(),
});
export type TConfigInfo = z.infer<typeof ZConfigInfoResponse>;

export const ZMenuNode: z.ZodType<TMenuNode> = z.lazy(() =>
  z.object({ key: z.string(), title: z.string(), path: z.string(), group: z.string(), children: z.array(ZMenuNode) }),
);
export type TMenuNode = { key: string; title: string; path: string; group: string; children: TMenuNode[] };

export const ZMenusResponse = z.object({
  menus: z.array(ZMenuNode),
  tenant_name: z.string(),
  welcome_message: z.string(),
});
export type TMenus = z.infer<typeof ZMenusResponse>;
