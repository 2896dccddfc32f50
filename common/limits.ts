/** Business constants and limits (spec §5, §9). Named after their meaning; never repeated inline. */

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const MAX_CONTRACT_CHARS = 100_000;
export const WORD_EXTENSIONS = ['.doc', '.docx'] as const;
export const TASK_NAME_MAX = 60;
export const POLL_INTERVAL_MS = 10_000;
export const RUNNING_PROGRESS_CAP = 80;
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZES = [10, 20, 50] as const;
export const RECENT_TASKS_ON_PAGE = 4;
export const RESEARCH_INPUT_MAX = 2000;
export const ERROR_TOAST_MS = 3000;
export const SAMPLE_TOAST_MS = 2000;
/** review_status is fixed to the party-A-strong value (spec §9). */
export const REVIEW_STATUS_PARTY_A_STRONG = 1;
/** New users get one day of membership (注册送1天会员, spec §1). */
export const NEW_USER_MEMBERSHIP_DAYS = 1;
export const SESSION_TTL_DAYS = 30;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODES_PER_MINUTE = 1;
export const SMS_CODES_PER_DAY = 10;
export const IDEMPOTENCY_TTL_HOURS = 24;
/** .docx guards against zip bombs. */
export const DOCX_MAX_ENTRIES = 5000;
export const DOCX_MAX_INFLATED_BYTES = 600 * 1024 * 1024;
/**
 * Reading limits checked while inflating and tokenizing, before any model is built (decision 171). A 100,000-character
 * contract's document.xml is 1–15 MB; images are never inflated, so the XML limits are far below the package limit.
 */
export const DOCX_MAX_XML_PART_BYTES = 48 * 1024 * 1024;
export const DOCX_MAX_XML_BYTES = 96 * 1024 * 1024;
export const DOCX_MAX_XML_DEPTH = 256;
export const DOCX_MAX_PARAGRAPHS = 100_000;
/** Text characters read from one package (all parts) by default; callers with a smaller limit pass their own. */
export const DOCX_MAX_TEXT_CHARS = 2_000_000;
export const DOCX_MAX_TAG_CHARS = 4 * 1024 * 1024;
export const PRODUCT_NAME = '律台';
export const PRODUCT = 'lawdesk';
/**
 * Other uploaded formats (issue 15 item 1, decision 187). PDF: every Flate stream is inflated once with a cap before
 * pdfjs sees the file (pdfjs keeps a stream's whole decoded buffer, outside any heap cap). Images in a PDF are not
 * decoded by the text phase and are not counted.
 */
export const PDF_MAX_STREAM_BYTES = 16 * 1024 * 1024;
export const PDF_MAX_STREAMS_BYTES = 128 * 1024 * 1024;
/** Arrays and dictionaries nested in a PDF (real files: a handful; pdfjs parses them recursively). */
export const PDF_MAX_DEPTH = 256;
/** Characters of an uploaded .txt read for file Q&A (as a .docx's default, a 1,300-page book); larger files are
 *  refused before decoding. */
export const TXT_MAX_CHARS = 2_000_000;
/** Spreadsheet imports (term lists, members): a 10,000-row template is ~2 MB of XML. */
export const XLSX_MAX_ENTRIES = 500;
export const XLSX_MAX_XML_BYTES = 16 * 1024 * 1024;
