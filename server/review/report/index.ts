/** The review opinion document (合同审查意见书) and short summaries of findings. */
export { buildReviewReport, DISCLAIMER, type ReviewReportInput } from './build-report';
export { summarizeFindings, countByLevel, conclusionText, type LevelCounts } from './summarize';
