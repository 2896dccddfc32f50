/** Auth mutations (api.md "Auth"). They resolve to the envelope: the login form judges `code` and shows errors inline. */
import { useMutation } from '@tanstack/react-query';
import { authApi } from './auth-api';

export function useSendCodeMutation() {
  return useMutation({ mutationFn: (phone: string) => authApi.sendCode(phone) });
}

export function useCodeLoginMutation() {
  return useMutation({ mutationFn: (v: { phone: string; code: string }) => authApi.codeLogin(v.phone, v.code) });
}

export function usePasswordLoginMutation() {
  return useMutation({
    mutationFn: (v: { account: string; password: string }) => authApi.passwordLogin(v.account, v.password),
  });
}
