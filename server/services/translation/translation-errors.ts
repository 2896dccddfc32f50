import { Code } from '@common/codes';
import { TranslationMessages } from '@common/api/translation';
import { AppError, Errors } from '../../lib/app-error';

/** The errors of the translation module, with their codes (common/codes.ts 30300–30303) and Chinese messages. */
export const TranslationErrors = {
  modelRequired: () => new AppError(409, Code.TRANSLATION_MODEL_REQUIRED, TranslationMessages.modelRequired),
  termDuplicate: () => new AppError(409, Code.TERM_DUPLICATE, TranslationMessages.termDuplicate),
  importInvalid: (message: string = TranslationMessages.importInvalid) => new AppError(400, Code.TERM_IMPORT_INVALID, message),
  noText: () => new AppError(400, Code.TRANSLATION_NO_TEXT, TranslationMessages.noText),
  firmListAdminOnly: () => Errors.forbidden(TranslationMessages.firmListAdminOnly),
  taskBusy: () => new AppError(409, Code.TASK_BUSY, TranslationMessages.taskBusy),
  retryOnlyFailed: () => new AppError(409, Code.CONFLICT, TranslationMessages.retryOnlyFailed),
};
