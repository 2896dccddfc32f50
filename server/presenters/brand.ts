import { loginMethodsOf } from '@common/api/admin';
import type { TBrand, TConfigInfo } from '@common/api/base';
import type { TTenantRow } from '../db/schema/index';

/** A tenant row -> the brand settings the web app reads (never the host rules or login switches). */
export function presentBrand(tenant: TTenantRow): TBrand {
  return {
    tenant_name: tenant.name,
    product_title: tenant.productTitle,
    home_path: tenant.homePath,
    auto_login: tenant.autoLogin,
    hidden_menu_groups: tenant.hiddenMenuGroups,
    hidden_menus: tenant.hiddenMenus,
    open_in_same_tab: tenant.openInSameTab,
    show_trial_badge: tenant.showTrialBadge,
    is_law_firm: tenant.isLawFirm,
    all_history_public: tenant.allHistoryPublic,
    alt_contract_header: tenant.altContractHeader,
  };
}

/** base/config/info (spec §3 "Config response: logo, video_display, login_top_text"). */
export function presentConfigInfo(tenant: TTenantRow): TConfigInfo {
  return {
    logo: tenant.loginPage.logo,
    video_display: tenant.videoDisplay,
    app_video_display: tenant.videoDisplay,
    login_top_text: tenant.loginPage.top_text,
    login_methods: loginMethodsOf(tenant.loginPage),
    brand: presentBrand(tenant),
  };
}
