import { describe, expect, it } from 'vitest';
import { docQueueText, waitsForConversion } from './useDocQueue';

describe('the .doc conversion queue on the upload card', () => {
  it('says how many files are ahead, or that the conversion runs', () => {
    expect(docQueueText({ running: 1, waiting: 3, concurrency: 1 })).toBe('格式转换排队中，前面还有3个文件');
    expect(docQueueText({ running: 1, waiting: 0, concurrency: 1 })).toBe('正在转换格式…');
    expect(docQueueText(null)).toBeNull();
  });

  it('is asked only while a .doc is processed on the server', () => {
    const file = { name: '合同.DOC', size: 1 };
    expect(waitsForConversion({ phase: 'uploading', file, progress: 90, stage: 'processing' })).toBe(true);
    expect(waitsForConversion({ phase: 'uploading', file, progress: 50, stage: 'sending' })).toBe(false);
    expect(waitsForConversion({ phase: 'uploading', file: { name: '合同.docx', size: 1 }, progress: 90, stage: 'processing' })).toBe(false);
  });
});
