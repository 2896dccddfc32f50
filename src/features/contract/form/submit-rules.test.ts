import { describe, expect, it } from 'vitest';
import type { TUploadResponse } from '@common/api/contract';
import { buildCreatePayload, contractNameOf, submitBlocker, type TSubmitInput } from './submit-rules';

const uploaded: TUploadResponse = {
  md5_file: '0123456789abcdef0123456789abcdef',
  timestamp: '1732000000000',
  file_name: '设备采购合同.DOCX',
  file_count: 8123,
  file_type: 'docx',
  file_compute: '45.10',
};
const ready: TSubmitInput = {
  uploaded,
  form: { categoryId: 'sale', categoryLabel: '买卖合同', stanceId: 'buyer', reviewer: '张律师' },
  checkAllowed: true,
  creating: false,
};

describe('立即审查 enabling (spec §4 Submit, §5)', () => {
  it('is enabled when the upload succeeded, category, stance and reviewer are filled and the pre-check allowed it', () => {
    expect(submitBlocker(ready)).toBeNull();
  });

  it.each([
    ['no finished upload', { uploaded: null }, '请等待文件上传完成'],
    ['a failed upload', { uploaded: null, uploadFailed: true }, '请重新上传合同文件'],
    ['no category', { form: { ...ready.form, categoryId: '' } }, '请选择合同类型'],
    ['no stance', { form: { ...ready.form, stanceId: '' } }, '请选择审查立场'],
    ['a blank reviewer', { form: { ...ready.form, reviewer: '   ' } }, '请填写审查人'],
    ['the pre-check not answered yet', { checkAllowed: undefined }, '正在校验审查权限'],
    ['the pre-check refused', { checkAllowed: false, checkMessage: '您的使用次数已用完，请升级会员或联系管理员' }, '您的使用次数已用完，请升级会员或联系管理员'],
    ['a creation already running (second click ignored)', { creating: true }, '正在提交审查任务'],
  ])('is disabled with %s', (_name, patch, reason) => {
    expect(submitBlocker({ ...ready, ...patch } as TSubmitInput)).toBe(reason);
  });
});

describe('create payload (spec §3 addContract)', () => {
  it('carries the upload, the form and the fixed party-A-strong review status', () => {
    expect(buildCreatePayload(uploaded, { ...ready.form, reviewer: ' 张律师 ' })).toEqual({
      review_stance: 'buyer',
      contract_name: '设备采购合同',
      review_people: '张律师',
      timestamp: '1732000000000',
      file_md5: '0123456789abcdef0123456789abcdef',
      word_count: 8123,
      contract_type_id: 'sale',
      file_type_name: '买卖合同',
      review_status: 1,
      custom_require: '',
    });
  });

  it('names the task after the file without its extension', () => {
    expect(contractNameOf('租赁合同.doc')).toBe('租赁合同');
    expect(contractNameOf('a.b.docx')).toBe('a.b');
  });
});
