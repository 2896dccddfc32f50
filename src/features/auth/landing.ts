/**
 * Home-page query parameters on load (spec §2 "Home page behaviour"):
 * - token + channel zsw|fuxi: the token is the session; store it, clean the URL, reload.
 * - token alone: zizhu token login (auth/zizhu/login).
 * - user_id: white-list login (getAccountLoginNew) where the tenant enables it (auto_login 'white', law firm),
 *   then the tenant's home.
 * - phone: white-list phone login (auth/white); then page=1 -> contract review, any other page -> legal research.
 * - Already logged in: no second login — the tenant's home (share paths never come here: they are not home paths).
 */
import { type QueryClient } from '@tanstack/react-query';
import { type TBrand } from '@common/api/base';
import { Code } from '@common/codes';
import { getToken, setToken } from '@/lib/session';
import { setState } from '@/lib/store';
import { authApi } from './auth-api';
import { completeLogin } from './session-flow';

const TOKEN_CHANNELS = ['zsw', 'fuxi'];
const LANDING_PARAMS = ['token', 'channel', 'user_id', 'phone'];
// page only means something beside phone; it is removed with the others but never starts a landing by itself.
const STRIPPED_PARAMS = [...LANDING_PARAMS, 'page'];

export type TLandingOutcome = { kind: 'none' } | { kind: 'reload' } | { kind: 'navigate'; href: string };

function withoutLandingParams(url: URL): string {
  const clean = new URL(url.href);
  for (const p of STRIPPED_PARAMS) clean.searchParams.delete(p);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

export function hasLandingParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return LANDING_PARAMS.some((p) => params.has(p));
}

/** Where a phone landing goes after login (spec §2: page=1 -> contract, else research). */
export function phoneLandingTarget(page: string | null, brand: Pick<TBrand, 'is_law_firm'>): string {
  if (page === '1') return brand.is_law_firm ? '/guidContract' : '/contract';
  return '/research';
}

export async function handleLandingParams(url: URL, brand: TBrand, queryClient: QueryClient): Promise<TLandingOutcome> {
  const token = url.searchParams.get('token');
  const channel = url.searchParams.get('channel');
  const userId = url.searchParams.get('user_id');
  const phone = url.searchParams.get('phone');

  // A partner handing over its session replaces ours; every other parameter is a login, skipped when logged in.
  if (token && channel && TOKEN_CHANNELS.includes(channel)) {
    setToken(token);
    setState({ token });
    window.history.replaceState(window.history.state, '', withoutLandingParams(url));
    return { kind: 'reload' };
  }
  if (getToken()) return { kind: 'navigate', href: brand.home_path };
  if (token) {
    const env = await authApi.tokenLogin(token).catch(() => null);
    if (env?.code === Code.OK) await completeLogin(queryClient, env.data);
    return { kind: 'navigate', href: withoutLandingParams(url) };
  }
  if (userId && (brand.auto_login === 'white' || brand.is_law_firm)) {
    const env = await authApi.whiteLogin(userId).catch(() => null);
    if (env?.code === Code.OK) {
      await completeLogin(queryClient, env.data);
      return { kind: 'navigate', href: brand.home_path };
    }
    return { kind: 'navigate', href: withoutLandingParams(url) };
  }
  if (phone) {
    const env = await authApi.whitePhoneLogin(phone).catch(() => null);
    if (env?.code === Code.OK) {
      await completeLogin(queryClient, env.data);
      return { kind: 'navigate', href: phoneLandingTarget(url.searchParams.get('page'), brand) };
    }
    return { kind: 'navigate', href: withoutLandingParams(url) };
  }
  return { kind: 'none' };
}
