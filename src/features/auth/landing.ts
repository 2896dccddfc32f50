/**
 * Home-page query parameters on load (spec §2 "Home page behaviour"):
 * - token + channel zsw|fuxi: the token is the session; store it, clean the URL, reload.
 * - token alone: zizhu token login (auth/zizhu/login).
 * - user_id: white-list login (getAccountLoginNew) where the tenant enables it (auto_login 'white', law firm),
 *   then the tenant's home.
 * The phone parameter has no endpoint in api.md yet and is left alone.
 */
import { type QueryClient } from '@tanstack/react-query';
import { type TBrand } from '@common/api/base';
import { Code } from '@common/codes';
import { setToken } from '@/lib/session';
import { setState } from '@/lib/store';
import { authApi } from './auth-api';
import { completeLogin } from './session-flow';

const TOKEN_CHANNELS = ['zsw', 'fuxi'];
const LANDING_PARAMS = ['token', 'channel', 'user_id'];

export type TLandingOutcome = { kind: 'none' } | { kind: 'reload' } | { kind: 'navigate'; href: string };

function withoutLandingParams(url: URL): string {
  const clean = new URL(url.href);
  for (const p of LANDING_PARAMS) clean.searchParams.delete(p);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

export function hasLandingParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return LANDING_PARAMS.some((p) => params.has(p));
}

export async function handleLandingParams(url: URL, brand: TBrand, queryClient: QueryClient): Promise<TLandingOutcome> {
  const token = url.searchParams.get('token');
  const channel = url.searchParams.get('channel');
  const userId = url.searchParams.get('user_id');

  if (token && channel && TOKEN_CHANNELS.includes(channel)) {
    setToken(token);
    setState({ token });
    window.history.replaceState(window.history.state, '', withoutLandingParams(url));
    return { kind: 'reload' };
  }
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
  return { kind: 'none' };
}
