import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-rules';

describe('what the file modules refuse before uploading', () => {
  it('says an empty file is empty, a wrong type is a wrong type, and lets good files through', () => {
    expect(fileProblem({ name: '起诉状.pdf', size: 0 })).toBe('文件为空，请重新选择');
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toContain('请上传pdf');
    expect(fileProblem({ name: '扫描件.pdf', size: 101 * 1024 * 1024 })).toBe('文件过大，上传失败');
    expect(fileProblem({ name: '营业执照.JPG', size: 2048 })).toBeNull();
  });
});
