/** Chinese messages the spec does not give (common/codes.ts holds the spec's); same tone, same audience. */
export const ServerMessages = {
  idempotencyMismatch: '该请求标识已用于其他请求，请刷新页面后重试',
  requestInProgress: '请求正在处理中，请稍后重试',
  idempotencyKeyInvalid: '请求标识格式有误',
  whiteListMissing: '该账号不在白名单中，请联系管理员',
  notBuilt: '网页应用尚未构建，请先运行 npm run build',
  unsupportedMediaType: '请求内容类型不受支持',
} as const;
