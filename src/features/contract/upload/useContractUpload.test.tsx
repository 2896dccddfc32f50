import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEnvelope } from '@common/api/envelope';
import { notify } from '@/lib/notify';
import type * as UploadModule from './upload-with-progress';

const upload = vi.hoisted(() => ({ impl: null as null | ((req: { onProgress: (f: number) => void; onSent?: () => void; signal?: AbortSignal }) => Promise<TEnvelope<unknown>>) }));

vi.mock('../crypto/file-key', () => ({ getRawFileKey: vi.fn(async () => ({ key_id: 'k1', enc_key: 'e', mac_key: 'm' })) }));
vi.mock('../crypto/encrypt-in-worker', () => ({ encryptInWorker: vi.fn(async () => new ArrayBuffer(64)) }));
vi.mock('./upload-with-progress', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadModule>()),
  uploadWithProgress: vi.fn((req) => upload.impl!(req)),
}));

const { useContractUpload } = await import('./useContractUpload');
const { UploadNetworkError } = await import('./upload-with-progress');
const { encryptInWorker } = await import('../crypto/encrypt-in-worker');

const docx = (name = '买卖合同.docx', size = 2048) => new File([new Uint8Array(size)], name);
const ok = { md5_file: 'a'.repeat(32), timestamp: '1', file_name: '买卖合同.docx', file_count: 900, file_type: 'docx', file_compute: '2.00' };

describe('useContractUpload (spec §4 Upload, §5, §8)', () => {
  let error: ReturnType<typeof vi.spyOn>;
  let warning: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    warning = vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
    vi.mocked(encryptInWorker).mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('encrypts, sends with real progress, and keeps the md5 on success', async () => {
    let finish!: () => void;
    upload.impl = (req) =>
      new Promise((resolve) => {
        req.onProgress(0.5);
        finish = () => {
          req.onProgress(1);
          req.onSent?.();
          resolve({ code: 200, data: ok, message: '' });
        };
      });
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useContractUpload({ onSuccess }));
    act(() => result.current.start(docx()));
    expect(result.current.state).toMatchObject({ phase: 'uploading', stage: 'encrypting', progress: 0 });
    await waitFor(() => expect(result.current.state).toMatchObject({ stage: 'sending', progress: 40 }));
    await act(async () => finish());
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'success', progress: 100, result: ok }));
    expect(onSuccess).toHaveBeenCalledWith(ok);
    expect(encryptInWorker).toHaveBeenCalledTimes(1);
  });

  it('refuses a non-Word file with 请上传word文件 and a file over 100 MB with 文件过大，上传失败', () => {
    const { result } = renderHook(() => useContractUpload());
    act(() => result.current.start(new File(['%PDF'], '合同.pdf', { type: 'application/pdf' })));
    expect(error).toHaveBeenCalledWith('请上传word文件');
    const big = docx();
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    act(() => result.current.start(big));
    expect(warning).toHaveBeenCalledWith('文件过大，上传失败');
    expect(result.current.state.phase).toBe('idle');
    expect(encryptInWorker).not.toHaveBeenCalled();
  });

  it('blocks a second upload while one is in progress', async () => {
    upload.impl = () => new Promise(() => undefined);
    const { result } = renderHook(() => useContractUpload());
    act(() => {
      result.current.start(docx('一.docx'));
      result.current.start(docx('二.docx'));
    });
    expect(warning).toHaveBeenCalledWith('文件正在上传，请稍候');
    expect(result.current.state).toMatchObject({ phase: 'uploading', file: { name: '一.docx' } });
  });

  it.each([
    [20021, '', '文件过大，上传失败'],
    [20027, '', '格式转换失败，使用docx格式重新上传'],
    [20023, '', '文件解析失败，请联系客服处理'],
    [20032, '合同字数超过10万字，请拆分后上传', '合同字数超过10万字，请拆分后上传'],
    [500, '', '上传失败，请重试'],
  ])('shows the danger state and a 3 s error toast for code %s', async (code, message, shown) => {
    upload.impl = async () => ({ code, data: null, message });
    const { result } = renderHook(() => useContractUpload());
    act(() => result.current.start(docx()));
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'danger', message: shown }));
    expect(error).toHaveBeenCalledWith(shown);
  });

  it('says 网络错误，请稍后重试 when the network fails, and maps a body that did arrive', async () => {
    upload.impl = async () => {
      throw new UploadNetworkError(null);
    };
    const { result } = renderHook(() => useContractUpload());
    act(() => result.current.start(docx()));
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'danger', message: '网络错误，请稍后重试' }));
    upload.impl = async () => {
      throw new UploadNetworkError({ code: 20021, data: null, message: '' });
    };
    act(() => result.current.start(docx()));
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'danger', message: '文件过大，上传失败' }));
  });

  it('closing the card cancels the upload and returns to the upload zone; leaving the page cancels too', async () => {
    let signal: AbortSignal | undefined;
    upload.impl = (req) => {
      signal = req.signal;
      return new Promise(() => undefined);
    };
    const { result, unmount } = renderHook(() => useContractUpload());
    act(() => result.current.start(docx()));
    await waitFor(() => expect(signal).toBeDefined());
    act(() => result.current.clear());
    expect(signal?.aborted).toBe(true);
    expect(result.current.state.phase).toBe('idle');

    act(() => result.current.start(docx()));
    await waitFor(() => expect(signal?.aborted).toBe(false));
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
