/**
 * Which paths need a session and where a visitor is sent instead (spec §2 "Public", "/allHistory", §4 login dialog).
 * Pure functions so the route guard and its tests agree.
 */
import { isPublicPath } from '@common/nav';
import { type TBrand } from '@common/api/base';
import { usesLoginPage } from './brand';

export function needsLogin(pathname: string, brand: TBrand): boolean {
  if (isPublicPath(pathname)) return false;
  // Partner deployments list all tasks without a stored token (spec §2).
  if (pathname.toLowerCase() === '/allhistory' && brand.all_history_public) return false;
  return true;
}

/**
 * Where a visitor who opened a protected path goes; `redirect` carries the full path back after login.
 * /allHistory goes to / as the spec says; law-firm tenants use their login page; everyone else the home page,
 * where the login dialog opens over it.
 */
export function loginRedirectTarget(pathname: string, brand: TBrand): string {
  if (usesLoginPage(brand)) return '/grandalllogin';
  if (pathname.toLowerCase() === '/allhistory') return '/';
  return brand.home_path;
}

/** Only same-origin absolute paths are followed after login (no open redirect to another site). */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

const MOBILE_UA = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;
/** Pages a phone may open: the /h5 notice and the legal texts it links to. */
const MOBILE_ALLOWED = ['/h5', '/userPrivacy', '/userAgree', '/disclaimers', '/privacy'];

/** Mobile browsers are sent to /h5 (spec overview: desktop-only). */
export function mobileRedirect(pathname: string, userAgent: string): string | null {
  if (!MOBILE_UA.test(userAgent)) return null;
  return MOBILE_ALLOWED.includes(pathname) ? null : '/h5';
}
