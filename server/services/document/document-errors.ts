/**
 * Errors of the file modules (Q&A, due diligence) with codes, HTTP statuses and Chinese messages. Statuses follow
 * the contract module (decision record 072): 413 too large, 415 unsupported type, 422 unusable content, 409 not
 * ready, 404 for anything not the actor's own.
 */
import { Code, Messages } from '@common/codes';
import { AppError, Errors } from '../../lib/app-error';

export const DocumentMessages = {
  fileMissing: '请选择要上传的文件',
  fileEmpty: '文件为空，请重新选择',
  /** The name says pdf/docx/png… but the bytes are something else (a program renamed .pdf, a damaged download). */
  typeMismatch: (ext: string) => `文件内容与扩展名（.${ext}）不符，可能已损坏或被改过扩展名，请上传原始文件`,
  fileNotFound: '文件不存在或已删除',
  taskNotFound: '对话不存在或已删除',
  messageNotFound: '消息不存在或已删除',
  traceNotFound: '尽调任务不存在或已删除',
  templateNotFound: '尽调清单不存在',
  retryOnlyAnswers: '只能重新生成回答',
  traceBusy: '尽调进行中，请稍后再试',
  traceFailed: '尽调失败，请重试',
  ocrFailed: '文字识别失败，请重新上传',
} as const;

export const DocumentErrors = {
  fileTooLarge: () => new AppError(413, Code.FILE_TOO_LARGE, Messages.fileTooLarge),
  decryptFailed: () => new AppError(400, Code.FILE_DECRYPT_FAILED, Messages.fileDecryptFailed),
  typeUnsupported: (message: string = Messages.fileTypeUnsupportedFiles) => new AppError(415, Code.FILE_TYPE_UNSUPPORTED, message),
  parseFailed: () => new AppError(422, Code.FILE_PARSE_FAILED, Messages.fileParseFailed),
  convertFailed: () => new AppError(422, Code.FILE_CONVERT_FAILED, Messages.fileConvertFailed),
  imageTooLarge: () => new AppError(422, Code.FILE_IMAGE_TOO_LARGE, Messages.fileImageTooLarge),
  encrypted: () => new AppError(422, Code.FILE_ENCRYPTED, Messages.fileEncrypted),
  noText: (message: string = Messages.fileNoText) => new AppError(422, Code.FILE_NO_TEXT, message),
  notReady: () => new AppError(409, Code.FILE_NOT_READY, Messages.fileNotReady),
  fileNotFound: () => Errors.notFound(DocumentMessages.fileNotFound),
  taskNotFound: () => Errors.notFound(DocumentMessages.taskNotFound),
  messageNotFound: () => Errors.notFound(DocumentMessages.messageNotFound),
  traceNotFound: () => Errors.notFound(DocumentMessages.traceNotFound),
  templateNotFound: () => Errors.badRequest(DocumentMessages.templateNotFound),
  traceBusy: () => new AppError(409, Code.TASK_BUSY, DocumentMessages.traceBusy),
};
