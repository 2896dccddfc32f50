/** Errors of drafting with codes, HTTP statuses and Chinese messages; another user's draft is 404 (never 403). */
import { Code } from '@common/codes';
import { AppError, Errors } from '../../lib/app-error';

export const DraftMessages = {
  templateNotFound: '文书模板不存在，请从模板列表中重新选择',
  taskNotFound: '文书不存在或已删除',
  sectionNotFound: '该部分不能重新生成，请刷新页面后重试',
  paragraphNotEditable: '标题段落不能修改',
  modelRequired: '当前未配置大模型，无法按指令修改文书；您可以直接编辑段落，或重新生成某一部分',
  modelFailed: '大模型暂时无法完成修改，请稍后重试；文书内容未受影响',
  nothingToUpdate: '没有需要保存的修改',
  drafting: '文书正在起草中，请稍候再修改或下载',
} as const;

export const DraftErrors = {
  templateNotFound: () => Errors.notFound(DraftMessages.templateNotFound),
  taskNotFound: () => Errors.notFound(DraftMessages.taskNotFound),
  sectionNotFound: () => Errors.badRequest(DraftMessages.sectionNotFound),
  paragraphNotEditable: () => Errors.badRequest(DraftMessages.paragraphNotEditable),
  modelRequired: () => new AppError(409, Code.DRAFT_MODEL_REQUIRED, DraftMessages.modelRequired),
  modelFailed: () => new AppError(502, Code.DRAFT_MODEL_FAILED, DraftMessages.modelFailed),
  nothingToUpdate: () => Errors.badRequest(DraftMessages.nothingToUpdate),
  drafting: () => new AppError(409, Code.TASK_BUSY, DraftMessages.drafting),
};

/** The notice of a draft whose drafting job failed for good (decision 152); its use was refunded. */
export const DRAFT_FAILED_NOTICE = '文书起草失败，本次次数已退还，请稍后重新起草。';
