/**
 * Tenant brand settings (spec §1/§2/§6 host variants) come from base/config/info `brand`; the client never matches
 * host names itself. DEFAULT_BRAND is the main deployment, used before the config arrives or when it cannot
 * (offline on a first visit).
 */
import { type TBrand } from '@common/api/base';
import { PRODUCT_NAME } from '@common/limits';

export const DEFAULT_BRAND: TBrand = {
  tenant_name: PRODUCT_NAME,
  product_title: PRODUCT_NAME,
  home_path: '/guidHome',
  auto_login: 'none',
  hidden_menu_groups: [],
  hidden_menus: [],
  open_in_same_tab: false,
  show_trial_badge: false,
  is_law_firm: false,
  all_history_public: false,
  alt_contract_header: false,
};

/** Law-firm deployments log in on the full /grandalllogin page instead of the dialog. */
export function usesLoginPage(brand: TBrand): boolean {
  return brand.is_law_firm || brand.auto_login === 'grandalllogin';
}

/** Where logout lands (spec §4): the login page on law-firm tenants, else the tenant's home. */
export function logoutTarget(brand: TBrand): string {
  return usesLoginPage(brand) ? '/grandalllogin' : brand.home_path;
}

/** 'title - 律台' (spec §2 page titles), with the tenant's product title. */
export function pageTitle(title: string | undefined, brand: TBrand): string {
  return title ? `${title} - ${brand.product_title}` : brand.product_title;
}
