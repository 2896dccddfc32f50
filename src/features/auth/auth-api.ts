/** Auth calls of api.md "Auth" (/api/lawdesk/saas/api/v1/auth/*). Each returns the envelope so callers judge `code`. */
import { SAAS_BASE } from '@common/api/paths';
import { type TEnvelope } from '@common/api/envelope';
import { type TLoginResult } from '@common/api/auth';
import { apiRequest, type TRequestOptions } from '@/lib/api-client';

const post = <T>(path: string, body?: unknown, opts?: TRequestOptions): Promise<TEnvelope<T>> =>
  apiRequest<T>(`${SAAS_BASE}/${path}`, { ...opts, method: 'POST', body });

// The login form shows its errors next to the fields, so these calls do not toast.
const inline: TRequestOptions = { silent: true };

export const authApi = {
  sendCode: (phone: string) => post<Record<string, never>>('auth/code', { phone }, inline),
  codeLogin: (phone: string, code: string) => post<TLoginResult>('auth/code/login', { phone, code }, inline),
  passwordLogin: (account: string, password: string) =>
    post<TLoginResult>('auth/password/login', { account, password }, inline),
  /** getAccountLoginNew (spec §7): white-list login by user_id. */
  whiteLogin: (userId: string) => post<TLoginResult>('auth/white/login', { user_id: userId }),
  tokenLogin: (token: string) => post<TLoginResult>('auth/zizhu/login', { token }),
  /** spec §7 auth "white (phone)": white-list login by phone (home page ?phone=, issue 13). */
  whitePhoneLogin: (phone: string) => post<TLoginResult>('auth/white', { phone }),
  /** Silent: logging out locally must work even when the server cannot be reached. */
  logout: () => post<Record<string, never>>('auth/logout', undefined, { silent: true, silentNetwork: true }),
};
