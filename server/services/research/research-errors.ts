/** Errors of research with their codes and Chinese messages (spec §5, api.md "Legal research"). */
import { Code } from '@common/codes';
import { ResearchTexts } from '@common/api/research';
import { NON_LEGAL_MESSAGE } from '@common/api/search';
import { AppError, Errors } from '../../lib/app-error';

export const ResearchErrors = {
  notFound: () => Errors.notFound(ResearchTexts.notFound),
  messageNotFound: () => Errors.notFound(ResearchTexts.messageNotFound),
  /** Moderation refused the question: api.md check answers 10022 with the spec's message. */
  nonLegal: () => new AppError(400, Code.REQUEST_ERROR, NON_LEGAL_MESSAGE),
  /** A new question while an answer of the same research is still being written. */
  generating: () => new AppError(409, Code.TASK_BUSY, ResearchTexts.generating),
  retryOnlyAnswers: () => Errors.badRequest(ResearchTexts.retryOnlyAnswers),
};
