import { describe, it, expect } from 'vitest';
import { checkContractFile, formatKb } from './validate-file';

describe('checkContractFile', () => {
  it.each(['合同.docx', '合同.DOC', 'a.Docx', 'x.doc'])('accepts %s', (name) => {
    expect(checkContractFile({ name, size: 1000 })).toEqual({ ok: true });
  });

  it.each(['合同.pdf', 'contract.docx.pdf', '合同.txt', '合同', 'docx'])('rejects %s with 请上传word文件', (name) => {
    expect(checkContractFile({ name, size: 10 })).toEqual({ ok: false, level: 'error', message: '请上传word文件' });
  });

  it('refuses a .doc before upload when the server cannot convert it, and still takes .docx', () => {
    const noDoc = { docConversion: false };
    expect(checkContractFile({ name: '合同.DOC', size: 10 }, noDoc)).toEqual({
      ok: false,
      level: 'error',
      message: '本服务器未安装文档转换组件，暂不支持doc文件，请在Word中另存为docx后上传',
    });
    expect(checkContractFile({ name: '合同.docx', size: 10 }, noDoc)).toEqual({ ok: true });
    expect(checkContractFile({ name: '合同.doc', size: 10 }, { docConversion: true })).toEqual({ ok: true });
  });

  it('warns 文件过大，上传失败 above 100 MB and accepts exactly 100 MB', () => {
    expect(checkContractFile({ name: 'a.docx', size: 100 * 1024 * 1024 + 1 })).toEqual({ ok: false, level: 'warning', message: '文件过大，上传失败' });
    expect(checkContractFile({ name: 'a.docx', size: 100 * 1024 * 1024 })).toEqual({ ok: true });
  });
});

describe('formatKb', () => {
  it('shows KB with two decimals', () => {
    expect(formatKb(12345)).toBe('12.06KB');
    expect(formatKb(0)).toBe('0.00KB');
  });
});
