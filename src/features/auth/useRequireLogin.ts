import { requireLogin } from './login-gate';

/** `const guard = useRequireLogin(); guard(() => upload(file))` — runs now, or after the user logs in. */
export function useRequireLogin(): (action: () => void) => void {
  return requireLogin;
}
