/**
 * Tenants: one row per deployment brand, selected per request from the Domain/Host header (spec §1, §2, §6:
 * the law firm, partner brands and the hosts containing zizhu, jupin, dadi, mxf, jingheng). Host rules and brand
 * switches are data here, never `if (host.includes(...))` in code.
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type TAutoLogin = 'none' | 'grandalllogin' | 'white' | 'token';
/** methods: the login methods the tenant's login dialog/page offers (absent = all; issue 12 /loginConfig). */
export type TLoginPageConfig = { top_text: string; logo: string; methods?: string[] };

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable short name used by seeds and operators ('default', 'lawfirm', 'zizhu', ...). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Exact hosts (lowercase, no port). Matched before keywords. */
  domainNames: text('domain_names')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Substrings of the host ('hosts containing zizhu', spec §1). */
  hostKeywords: text('host_keywords')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  productTitle: text('product_title').notNull().default('律台'),
  homePath: text('home_path').notNull().default('/guidHome'),
  autoLogin: text('auto_login').$type<TAutoLogin>().notNull().default('none'),
  hiddenMenuGroups: text('hidden_menu_groups')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  hiddenMenus: text('hidden_menus')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  openInSameTab: boolean('open_in_same_tab').notNull().default(false),
  showTrialBadge: boolean('show_trial_badge').notNull().default(false),
  isLawFirm: boolean('is_law_firm').notNull().default(false),
  allHistoryPublic: boolean('all_history_public').notNull().default(false),
  altContractHeader: boolean('alt_contract_header').notNull().default(false),
  loginPage: jsonb('login_page').$type<TLoginPageConfig>().notNull().default({ top_text: '', logo: '' }),
  /** 1 hides the contract page's intro video (spec §2 app_video_display). */
  videoDisplay: integer('video_display').notNull().default(0),
  welcomeMessage: text('welcome_message').notNull().default('欢迎使用律台'),
  allowWhiteLogin: boolean('allow_white_login').notNull().default(false),
  allowTokenLogin: boolean('allow_token_login').notNull().default(false),
  /**
   * Origins of the partner pages that embed this tenant's app and may post it messages (issue 13: postMessage only
   * from the tenant's allow-list), e.g. {https://oa.partner.cn}. Added to the deployment-wide EMBED_MESSAGE_ORIGINS.
   */
  messageOrigins: text('message_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TTenantRow = typeof tenants.$inferSelect;
export type TNewTenantRow = typeof tenants.$inferInsert;
