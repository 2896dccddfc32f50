/**
 * Every job kind the workers run. To add one: a definition in definitions/, a handler in handlers/, one line
 * here. Senders import the definition and call `app.queue.send(definition, payload)`.
 */
import { registerJob, type TJobRegistration } from './define-job';
import { contractReviewJob, contractStalledJob } from './definitions/contract-review';
import { sessionCleanupJob } from './definitions/session-cleanup';
import { uploadsCleanupJob } from './definitions/uploads-cleanup';
import { documentOcrJob } from './definitions/document-ocr';
import { ocrDocumentFile } from './handlers/document-ocr';
import { traceRunJob } from './definitions/trace-run';
import { runTrace } from './handlers/trace-run';
import { importJudgmentsJob } from './definitions/search-import-judgments';
import { runImportJudgments } from './handlers/search-import-judgments';
import { translationRunJob } from './definitions/translation-run';
import { runTranslationTask } from './handlers/translation-run';
import { failStalledReviews, reviewContractTask } from './handlers/contract-review';
import { companyImportJob } from './definitions/company-import';
import { runCompanyImport } from './handlers/company-import';
import { cleanupExpiredSessions } from './handlers/session-cleanup';
import { cleanupAbandonedUploads } from './handlers/uploads-cleanup';
import { draftComposeJob, draftStalledJob } from './definitions/draft-compose';
import { failStalledDraftTasks, runDraftCompose } from './handlers/draft-compose';

export const JOB_REGISTRY: TJobRegistration[] = [
  registerJob(translationRunJob, runTranslationTask),
  registerJob(companyImportJob, runCompanyImport),
  registerJob(sessionCleanupJob, cleanupExpiredSessions),
  registerJob(contractReviewJob, reviewContractTask),
  registerJob(contractStalledJob, failStalledReviews),
  registerJob(uploadsCleanupJob, cleanupAbandonedUploads),
  registerJob(documentOcrJob, ocrDocumentFile),
  registerJob(traceRunJob, runTrace),
  registerJob(importJudgmentsJob, runImportJudgments),
  registerJob(draftComposeJob, runDraftCompose),
  registerJob(draftStalledJob, failStalledDraftTasks),
];
