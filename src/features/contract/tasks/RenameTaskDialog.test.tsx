import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils/render';
import { mockFetch } from '@/test-utils/mock-fetch';
import { notify } from '@/lib/notify';
import { buildTask } from '../test/factories';
import { RenameTaskDialog, renameProblem } from './RenameTaskDialog';

describe('rename dialog (spec §5: at most 60 characters, confirm disabled when empty)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=x; path=/';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('judges names by characters, not bytes', () => {
    expect(renameProblem('   ')).toBe('empty');
    expect(renameProblem('合'.repeat(60))).toBeNull();
    expect(renameProblem('合'.repeat(61))).toBe('too-long');
  });

  it('disables confirm when empty, says 任务名称不能超过60个字 above 60, and saves a valid name with 修改成功', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { calls } = mockFetch({ 'PUT /api/lawdesk/contract/api/v1/task/name': () => ({ code: 200, data: {} }) });
    const onClose = vi.fn();
    renderWithProviders(<RenameTaskDialog task={buildTask({ task_name: '旧名称' })} onClose={onClose} />);
    const input = await screen.findByPlaceholderText('请输入任务名称');
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: '确定' });

    fireEvent.change(input, { target: { value: '  ' } });
    expect(confirm.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '合'.repeat(61) } });
    expect(screen.getByText('任务名称不能超过60个字')).toBeTruthy();
    expect(confirm.disabled).toBe(true);

    fireEvent.change(input, { target: { value: ' 设备采购合同（终稿） ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path.endsWith('/task/name'))?.body).toEqual({ task_id: 't-1', task_name: '设备采购合同（终稿）' });
    expect(success).toHaveBeenCalledWith('修改成功');
  });
});
