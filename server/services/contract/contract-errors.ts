/**
 * The contract module's errors with their codes, HTTP statuses and Chinese messages (spec §8, common/codes.ts).
 * Statuses (decision record 072): 413 too large, 415 not a Word file, 400 failed integrity check, 422 a Word file
 * we cannot use, 409 an action the task's state does not allow, 404 for anything not the actor's own.
 */
import { Code, Messages } from '@common/codes';
import { AppError, Errors } from '../../lib/app-error';

/** Messages of this module the spec does not give (same tone, same audience). */
export const ContractMessages = {
  uploadNotFound: '未找到上传的合同文件，请重新上传',
  taskNotFound: '审查记录不存在或已删除',
  fileNotFound: '文件不存在或已删除',
  findingNotFound: '审查意见不存在',
  categoryUnknown: '请选择正确的合同类型',
  stanceUnknown: '请选择正确的审查立场',
  fileMissing: '请选择要上传的合同文件',
  retryOnlyFailed: '只有审查失败的任务可以重新审查',
  submitFailed: '任务提交失败，请重试',
  reviewFailedInternal: '审查服务暂时出现问题，请重新审查',
  originalDamaged: '原合同文件已损坏，请重新上传后审查',
  stalled: '审查超时，请重新审查',
  rebuildFailed: '文件生成失败，请稍后重试',
} as const;

export const ContractErrors = {
  fileTooLarge: () => new AppError(413, Code.FILE_TOO_LARGE, Messages.fileTooLarge),
  decryptFailed: () => new AppError(400, Code.FILE_DECRYPT_FAILED, Messages.fileDecryptFailed),
  typeUnsupported: () => new AppError(415, Code.FILE_TYPE_UNSUPPORTED, Messages.fileTypeUnsupported),
  parseFailed: () => new AppError(422, Code.FILE_PARSE_FAILED, Messages.fileParseFailed),
  convertFailed: () => new AppError(422, Code.FILE_CONVERT_FAILED, Messages.fileConvertFailed),
  tooManyChars: () => new AppError(422, Code.FILE_TOO_MANY_CHARS, Messages.fileTooManyChars),
  noText: () => new AppError(422, Code.CONTRACT_NO_TEXT, Messages.contractNoText),
  taskBusy: () => new AppError(409, Code.TASK_BUSY, Messages.taskBusy),
  taskFailed: () => new AppError(409, Code.TASK_FAILED, Messages.taskFailed),
  retryOnlyFailed: () => Errors.conflict(ContractMessages.retryOnlyFailed),
  taskNotFound: () => Errors.notFound(ContractMessages.taskNotFound),
  fileNotFound: () => Errors.notFound(ContractMessages.fileNotFound),
  uploadNotFound: () => Errors.notFound(ContractMessages.uploadNotFound),
  findingNotFound: () => Errors.notFound(ContractMessages.findingNotFound),
  rebuildFailed: () => new AppError(500, Code.INTERNAL, ContractMessages.rebuildFailed),
};
