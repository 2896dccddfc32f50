import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils/render';
import { mockFetch, SAAS, userInfo } from '@/test-utils/mock-fetch';
import { getState, resetStore, setState } from '@/lib/store';
import { getToken } from '@/lib/session';
import { LoginDialog } from './LoginDialog';
import { openLoginDialog, requireLogin } from './login-gate';

function loginApi(opts: { code?: string } = {}) {
  document.cookie = 'XSRF-TOKEN=x; path=/';
  return mockFetch({
    [`GET ${SAAS}/base/config/info`]: () => ({ code: 200, data: { login_top_text: '', brand: undefined } }),
    [`POST ${SAAS}/auth/code`]: () => ({ code: 200, data: {} }),
    [`POST ${SAAS}/auth/code/login`]: (body) =>
      (body as { code: string }).code === (opts.code ?? '246810')
        ? { code: 200, data: { satoken: 'tok-new', is_history: true } }
        : { code: 400, message: '验证码错误或已过期' },
    [`POST ${SAAS}/auth/password/login`]: () => ({ code: 200, data: { satoken: 'tok-pw', is_history: false } }),
    [`GET ${SAAS}/base/info`]: () => ({ code: 200, data: userInfo({ user_id: 'u-42', is_admin: true }) }),
  });
}

async function logInWithCode(code: string) {
  fireEvent.change(await screen.findByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: /60s 后重新获取/ });
  fireEvent.change(screen.getByPlaceholderText('6位验证码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '登录 / 注册' }));
}

describe('login dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    resetStore();
  });
  afterEach(() => {
    // No vitest globals here, so Testing Library cannot unmount on its own.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('runs a protected action at once when the user is logged in', () => {
    setState({ token: 'tok' });
    const action = vi.fn();
    requireLogin(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(getState().loginDialogOpen).toBe(false);
  });

  it('opens for a protected action without a token and resumes the action after a code login', async () => {
    const { calls } = loginApi();
    renderWithProviders(<LoginDialog />);
    const action = vi.fn();
    act(() => requireLogin(action));
    expect(action).not.toHaveBeenCalled();

    await logInWithCode('246810');

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('tok-new');
    expect(localStorage.getItem('historyStatus')).toBe('true');
    expect(getState()).toMatchObject({ token: 'tok-new', userId: 'u-42', is_admin: true, noHistory: false, loginDialogOpen: false });
    // spec §4: the user info is fetched after the token is stored.
    const order = calls.map((c) => c.path);
    expect(order.indexOf(`${SAAS}/base/info`)).toBeGreaterThan(order.indexOf(`${SAAS}/auth/code/login`));
    expect(calls.find((c) => c.path === `${SAAS}/base/info`)?.headers.token).toBe('tok-new');
  });

  it('shows a wrong code next to the form and does not run the action', async () => {
    loginApi();
    renderWithProviders(<LoginDialog />);
    const action = vi.fn();
    act(() => requireLogin(action));

    await logInWithCode('000000');

    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
    expect(getToken()).toBe('');
    expect(getState().loginDialogOpen).toBe(true);
  });

  it('checks the phone number before asking for a code', async () => {
    const { calls } = loginApi();
    renderWithProviders(<LoginDialog />);
    act(() => openLoginDialog());
    fireEvent.change(await screen.findByPlaceholderText('请输入手机号'), { target: { value: '1380013' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/auth/code'))).toBe(false);
  });

  it('drops the waiting action when the user closes the dialog', async () => {
    loginApi();
    renderWithProviders(<LoginDialog />);
    const action = vi.fn();
    act(() => requireLogin(action));
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(getState().loginDialogOpen).toBe(false));

    // A later login (header button) must not run the abandoned action.
    act(() => openLoginDialog());
    await logInWithCode('246810');
    await waitFor(() => expect(getToken()).toBe('tok-new'));
    expect(action).not.toHaveBeenCalled();
  });

  it('logs in with a password too and then resumes', async () => {
    loginApi();
    renderWithProviders(<LoginDialog />);
    const action = vi.fn();
    act(() => requireLogin(action));
    fireEvent.click(await screen.findByRole('tab', { name: '密码登录' }));
    fireEvent.change(await screen.findByPlaceholderText('手机号或账号'), { target: { value: 'lawyer01' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('tok-pw');
    expect(localStorage.getItem('historyStatus')).toBe('false');
    expect(getState().noHistory).toBe(true);
  });
});
