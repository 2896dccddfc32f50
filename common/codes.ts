/**
 * Response codes of the envelope {code, data, message} (spec §8, api.md "Error codes").
 * Clients judge a response by `code`; 200 is success. Messages are what a lawyer reads.
 */
export const Code = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A body that is not JSON or multipart where one is expected (HTTP 415, same code: issue 16). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** Session invalid: the client logs out (spec §8). */
  SESSION_INVALID: 10003,
  /** Limit reached (no quota left). */
  LIMIT_REACHED: 10014,
  /** Token invalid or expired: the client logs out. */
  TOKEN_INVALID: 10015,
  /** Logged in elsewhere / revoked: the client logs out. */
  SESSION_REVOKED: 10016,
  /** Request-error dialog codes (spec §8). */
  REQUEST_ERROR: 10022,
  ACCOUNT_DISABLED: 10054,
  TENANT_EXPIRED: 10056,
  MEMBERSHIP_EXPIRED: 10057,
  FEATURE_DISABLED: 10063,
  LOGIN_METHOD_DISABLED: 10065,
  SERVICE_BUSY: 12222,
  /** XSRF header missing or wrong. */
  XSRF_FAILED: 10403,
  FILE_TOO_LARGE: 20021,
  FILE_PARSE_FAILED: 20023,
  FILE_CONVERT_FAILED: 20027,
  FILE_DECRYPT_FAILED: 20030,
  FILE_TYPE_UNSUPPORTED: 20031,
  /** Contract longer than the character limit (enforced before any quota is spent). */
  FILE_TOO_MANY_CHARS: 20032,
  /** A Word file with no text at all (scanned pages, empty document): refused at upload, before any quota (issue 16). */
  CONTRACT_NO_TEXT: 20033,
  TASK_BUSY: 20040,
  TASK_FAILED: 20041,
  /** Files (Q&A, due diligence; issue 9): an image too large to decode safely. */
  FILE_IMAGE_TOO_LARGE: 30100,
  /** Files: a password-protected PDF. */
  FILE_ENCRYPTED: 30101,
  /** Files: nothing readable (no text layer and nothing to OCR, or an empty file). */
  FILE_NO_TEXT: 30102,
  /** Files: still being read or OCRed; ask again when it is ready. */
  FILE_NOT_READY: 30103,
  /** Drafting (issue 10): refining a draft by instructions needs a configured model. */
  DRAFT_MODEL_REQUIRED: 30200,
  /** Drafting: the model failed while refining or redrafting; the draft is unchanged. */
  DRAFT_MODEL_FAILED: 30201,
  /** Share links: the link has expired. */
  SHARE_EXPIRED: 30202,
  /** Share links: the owner revoked the link. */
  SHARE_REVOKED: 30203,
  /** Translation (issue 11): translating needs a configured model (AI_BASE_URL); term tools work without one. */
  TRANSLATION_MODEL_REQUIRED: 30300,
  /** Translation: a term list already has this source term. */
  TERM_DUPLICATE: 30301,
  /** Translation: an .xlsx term import with wrong columns or bad rows; nothing was saved. */
  TERM_IMPORT_INVALID: 30302,
  /** Translation: the document has no text to translate. */
  TRANSLATION_NO_TEXT: 30303,
  /** Accounts (issue 12): a quota grant that is negative, fractional or above the maximum. */
  QUOTA_GRANT_INVALID: 30400,
  /** Exchange code unknown. */
  EXCHANGE_CODE_INVALID: 30401,
  /** Exchange code already redeemed (exactly once, even under concurrent calls). */
  EXCHANGE_CODE_USED: 30402,
  /** An admin may not remove their own admin right, disable or delete themselves. */
  ADMIN_SELF_CHANGE: 30403,
  /** A role that grants nothing. */
  ROLE_EMPTY: 30404,
  /** Member import: the file is not the .xlsx template (row-level errors are in data). */
  MEMBER_IMPORT_INVALID: 30405,
  /** Company lookup: the 统一社会信用代码 fails the GB 32100 checksum. */
  CREDIT_CODE_INVALID: 30406,
  /** Company lookup: nothing imported into the local registry and no registry API configured. */
  COMPANY_REGISTRY_EMPTY: 30407,
  /** Change password: the current password is wrong. */
  PASSWORD_WRONG: 30408,
  /** Orders: the order cannot change state (already paid, or not the manual provider). */
  ORDER_STATE_INVALID: 30409,
  /** Members: the phone already has an account in this tenant. */
  MEMBER_EXISTS: 30410,
  /** Enterprise admin (issue 12 item 2, 30450-30469): the login logo is not a PNG/JPEG/WebP of at most 200 KB. */
  LOGIN_LOGO_INVALID: 30450,
  /** Enterprise admin: every seat the tenant bought is taken. */
  SEATS_FULL: 30451,
  /** Enterprise admin: a login page with no login method would lock every member out. */
  LOGIN_METHODS_EMPTY: 30452,
} as const;

export type TCode = (typeof Code)[keyof typeof Code];

/** Codes after which the app must drop the session and log out (spec §8). */
export const FORCED_LOGOUT_CODES: readonly number[] = [Code.SESSION_INVALID, Code.TOKEN_INVALID, Code.SESSION_REVOKED];

/** Codes shown in the request-error dialog with code and message (spec §8). */
export const REQUEST_ERROR_DIALOG_CODES: readonly number[] = [10022, 10065, 10054, 10056, 10057, 10063, 12222];

/** Default Chinese messages; the server may send a more specific one. */
export const Messages = {
  ok: '成功',
  badRequest: '请求参数有误，请检查后重试',
  malformedJson: '请求格式错误，请检查后重试',
  bodyTooLarge: '请求内容过大',
  unauthorized: '请先登录',
  tokenInvalid: '登录已失效，请重新登录',
  sessionRevoked: '账号已在其他地方退出，请重新登录',
  forbidden: '没有权限执行该操作',
  xsrfFailed: '请求校验失败，请刷新页面后重试',
  notFound: '请求的内容不存在',
  tooManyRequests: '操作过于频繁，请稍后再试',
  internal: '服务器开小差了，请稍后重试',
  limitReached: '您的使用次数已用完，请升级会员或联系管理员',
  codeSent: '验证码已发送',
  codeWrong: '验证码错误或已过期',
  passwordWrong: '账号或密码错误',
  phoneInvalid: '请输入正确的手机号',
  loginMethodDisabled: '当前站点未开放该登录方式',
  accountDisabled: '账号已被停用，请联系管理员',
  uploadFailed: '上传失败，请重试',
  networkError: '网络错误，请稍后重试',
  fileTooLarge: '文件过大，上传失败',
  fileImageTooLarge: '图片尺寸过大（超过4000万像素），请缩小后上传',
  fileEncrypted: '文件已加密，请去除密码后上传',
  fileNoText: '文件中没有可识别的文字',
  fileNotReady: '文件仍在识别中，请稍后再试',
  fileTypeUnsupportedFiles: '请上传pdf、doc、docx、png、jpg、jpeg或txt文件',
  fileParseFailed: '文件解析失败，请联系客服处理',
  fileConvertFailed: '格式转换失败，使用docx格式重新上传',
  fileDecryptFailed: '文件校验失败，请重新上传',
  fileTypeUnsupported: '请上传word文件',
  fileTooManyChars: '合同字数超过10万字，请拆分后上传',
  contractNoText: '文档中没有可识别的文字（可能是扫描件或空白文档），请上传含文字的Word文件',
  /** The server has no LibreOffice (issue 17): said on the upload page before a file is picked. */
  docConversionUnavailable: '本服务器未安装文档转换组件，暂不支持doc文件，请在Word中另存为docx后上传',
  taskBusy: '合同审查中，请稍后再试',
  taskFailed: '合同审查失败，请重试',
  taskNameTooLong: '任务名称不能超过60个字',
  taskNameEmpty: '任务名称不能为空',
  deleted: '删除成功！',
  renamed: '修改成功',
  waitForUpload: '请等待文件上传完成',
  shareExpired: '分享链接已过期，请联系分享人重新分享',
  shareRevoked: '分享已被分享人取消，内容不再公开',
  shareNotFound: '分享链接不存在，请检查链接是否完整',
} as const;

/** Upload error code -> message shown by the upload card (spec §8 "Upload codes"). */
export function uploadErrorMessage(code: number | undefined, serverMessage?: string): string {
  if (code === Code.FILE_TOO_LARGE) return Messages.fileTooLarge;
  if (code === Code.FILE_CONVERT_FAILED) return Messages.fileConvertFailed;
  if (code === Code.FILE_PARSE_FAILED) return Messages.fileParseFailed;
  return serverMessage || Messages.uploadFailed;
}
