import { describe, expect, it } from 'vitest';
import type { TUploadResponse } from '@common/api/contract';
import { IDLE, SENT_SHARE, uploadedFile, uploadReducer, type TUploadEvent, type TUploadState } from './upload-state';

const file = { name: '买卖合同.docx', size: 12_345 };
const result: TUploadResponse = {
  md5_file: 'a'.repeat(32),
  timestamp: '1732000000000',
  file_name: '买卖合同.docx',
  file_count: 5230,
  file_type: 'docx',
  file_compute: '12.06',
};
const run = (events: TUploadEvent[], from: TUploadState = IDLE) => events.reduce(uploadReducer, from);

describe('upload state (spec §4: idle, uploading, success, danger)', () => {
  it('starts at 0 while the file is encrypted', () => {
    expect(run([{ type: 'start', file }])).toEqual({ phase: 'uploading', file, progress: 0, stage: 'encrypting' });
  });

  it('follows the real byte progress up to the sent share, never backwards', () => {
    const s = run([{ type: 'start', file }, { type: 'progress', fraction: 0.5 }, { type: 'progress', fraction: 0.25 }]);
    expect(s).toMatchObject({ stage: 'sending', progress: SENT_SHARE / 2 });
    expect(run([{ type: 'progress', fraction: 1 }], s)).toMatchObject({ progress: SENT_SHARE });
  });

  it('steps +2 while the server processes, up to 90, and jumps to 100 on success', () => {
    let s = run([{ type: 'start', file }, { type: 'progress', fraction: 1 }, { type: 'sent' }]);
    expect(s).toMatchObject({ stage: 'processing', progress: SENT_SHARE });
    s = run([{ type: 'tick' }, { type: 'tick' }], s);
    expect(s).toMatchObject({ progress: SENT_SHARE + 4 });
    s = run(Array.from({ length: 20 }, () => ({ type: 'tick' }) as const), s);
    expect(s).toMatchObject({ progress: 90 });
    s = run([{ type: 'success', result }], s);
    expect(s).toEqual({ phase: 'success', file, progress: 100, result });
  });

  it('ignores processing steps before the bytes are sent (the fake progress only covers server work)', () => {
    expect(run([{ type: 'start', file }, { type: 'tick' }, { type: 'tick' }])).toMatchObject({ progress: 0 });
  });

  it('keeps the progress and the message on failure (danger state)', () => {
    const s = run([{ type: 'start', file }, { type: 'progress', fraction: 0.5 }, { type: 'fail', message: '文件过大，上传失败' }]);
    expect(s).toEqual({ phase: 'danger', file, progress: 40, message: '文件过大，上传失败' });
  });

  it('refuses a second upload while one is in progress', () => {
    const s = run([{ type: 'start', file }, { type: 'progress', fraction: 0.5 }]);
    expect(run([{ type: 'start', file: { name: '另一份.docx', size: 1 } }], s)).toBe(s);
  });

  it('allows a new upload after success or failure, and closing returns to the upload zone', () => {
    const done = run([{ type: 'start', file }, { type: 'success', result }]);
    expect(run([{ type: 'start', file }], done)).toMatchObject({ phase: 'uploading', progress: 0 });
    const failed = run([{ type: 'start', file }, { type: 'fail', message: 'x' }]);
    expect(run([{ type: 'start', file }], failed)).toMatchObject({ phase: 'uploading' });
    expect(run([{ type: 'clear' }], done)).toBe(IDLE);
  });

  it('drops late events of a cancelled upload', () => {
    expect(run([{ type: 'success', result }])).toBe(IDLE);
    expect(run([{ type: 'fail', message: 'x' }])).toBe(IDLE);
  });

  it('offers the file to the review only after a success with an md5', () => {
    expect(uploadedFile(run([{ type: 'start', file }]))).toBeNull();
    expect(uploadedFile(run([{ type: 'start', file }, { type: 'success', result }]))).toBe(result);
    expect(uploadedFile(run([{ type: 'start', file }, { type: 'success', result: { ...result, md5_file: '' } }]))).toBeNull();
  });
});
