import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils/render';
import { ResearchInput } from './ResearchInput';

describe('research input (spec §5)', () => {
  afterEach(cleanup);

  it('sends the trimmed question on Enter, not on Shift+Enter, and clears the box', async () => {
    const onSend = vi.fn(() => true);
    renderWithProviders(<ResearchInput onSend={onSend} generating={false} />);
    const box = (await screen.findByPlaceholderText('请输入法律问题、案情事实、争议焦点')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '  房东不退押金怎么办？  ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('房东不退押金怎么办？'));
    await vi.waitFor(() => expect(box.value).toBe(''));
  });

  it('counts to 2000, turns to warning style beyond, and never sends blank, too long or while generating', async () => {
    const onSend = vi.fn(() => true);
    renderWithProviders(<ResearchInput onSend={onSend} generating={false} />);
    const box = await screen.findByPlaceholderText('请输入法律问题、案情事实、争议焦点');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '合'.repeat(2000) } });
    expect(screen.getByTestId('research-counter').textContent).toBe('2000/2000');
    expect(screen.getByTestId('research-counter').getAttribute('data-over')).toBe('false');
    fireEvent.change(box, { target: { value: '合'.repeat(2001) } });
    expect(screen.getByTestId('research-counter').getAttribute('data-over')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing while an answer is being generated', async () => {
    const onSend = vi.fn(() => true);
    renderWithProviders(<ResearchInput onSend={onSend} generating />);
    const box = await screen.findByPlaceholderText('请输入法律问题、案情事实、争议焦点');
    fireEvent.change(box, { target: { value: '借款' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByText('停止生成')).toBeNull();
  });
});
