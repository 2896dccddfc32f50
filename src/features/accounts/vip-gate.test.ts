import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { getState, resetStore, setState } from '@/lib/store';
import { mockFetch } from '@/test-utils/mock-fetch';
import { installVipGate } from './vip-gate';

const DRAFT_CREATE = '/api/lawdesk/draft/api/v1/tasks/create';
const BALANCE = '/api/lawdesk/payment/api/v1/account/balance';

function balance(accountType: 'person' | 'team') {
  return { code: 200, data: { balance_cents: 0, account_type: accountType, is_member: false, validity_data: null, quotas: [] } };
}

describe('VIP gate: any call answered 10014 (spec §4 NOT_QUOTA)', () => {
  let stop: () => void;
  beforeEach(() => {
    resetStore();
    setState({ token: 'token-1' });
  });
  afterEach(() => stop?.());

  it('opens the VIP dialog for a personal user, whichever module sent the call', async () => {
    mockFetch({ [`POST ${DRAFT_CREATE}`]: () => ({ code: 10014, message: '您的使用次数已用完' }), [`GET ${BALANCE}`]: () => balance('person') });
    stop = installVipGate(new QueryClient());
    await apiRequest(DRAFT_CREATE, { method: 'POST', body: {} });
    await expect.poll(() => getState().vipDialog).toEqual({ open: true, reason: 'NOT_QUOTA' });
  });

  it('leaves an enterprise member with the server message only (spec §5 "unless user is personal")', async () => {
    const { calls } = mockFetch({ [`POST ${DRAFT_CREATE}`]: () => ({ code: 10014, message: '您的使用次数已用完' }), [`GET ${BALANCE}`]: () => balance('team') });
    const queryClient = new QueryClient();
    stop = installVipGate(queryClient);
    await apiRequest(DRAFT_CREATE, { method: 'POST', body: {} });
    await expect.poll(() => calls.some((c) => c.path === BALANCE)).toBe(true);
    // The gate has read the balance (now cached) and decided; give its last step a turn.
    await expect.poll(() => queryClient.getQueryData(['accounts', 'balance'])).toBeTruthy();
    await new Promise((r) => setTimeout(r, 0));
    expect(getState().vipDialog.open).toBe(false);
    expect(getState().limitStatus).toBe(true);
  });

  it('does nothing for other failures', async () => {
    const { calls } = mockFetch({ [`POST ${DRAFT_CREATE}`]: () => ({ code: 404, message: '请求的内容不存在' }) });
    stop = installVipGate(new QueryClient());
    await apiRequest(DRAFT_CREATE, { method: 'POST', body: {} });
    expect(calls.some((c) => c.path === BALANCE)).toBe(false);
    expect(getState().vipDialog.open).toBe(false);
  });
});
