/**
 * The one error type routes and services throw. The error handler (plugins/error-envelope.ts) turns it into the
 * envelope {code, data: null, message} with its HTTP status; anything else becomes a logged 500 with
 * Messages.internal, so internals never reach a client.
 */
import { Code, Messages } from '@common/codes';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Ready-made errors with the spec's codes and Chinese messages. */
export const Errors = {
  badRequest: (message: string = Messages.badRequest) => new AppError(400, Code.BAD_REQUEST, message),
  unauthorized: () => new AppError(401, Code.UNAUTHORIZED, Messages.unauthorized),
  tokenInvalid: () => new AppError(401, Code.TOKEN_INVALID, Messages.tokenInvalid),
  forbidden: (message: string = Messages.forbidden) => new AppError(403, Code.FORBIDDEN, message),
  xsrfFailed: () => new AppError(403, Code.XSRF_FAILED, Messages.xsrfFailed),
  notFound: (message: string = Messages.notFound) => new AppError(404, Code.NOT_FOUND, message),
  conflict: (message: string) => new AppError(409, Code.CONFLICT, message),
  tooManyRequests: () => new AppError(429, Code.TOO_MANY_REQUESTS, Messages.tooManyRequests),
  codeWrong: () => new AppError(400, Code.BAD_REQUEST, Messages.codeWrong),
  passwordWrong: () => new AppError(400, Code.BAD_REQUEST, Messages.passwordWrong),
  loginMethodDisabled: () => new AppError(403, Code.LOGIN_METHOD_DISABLED, Messages.loginMethodDisabled),
  accountDisabled: () => new AppError(403, Code.ACCOUNT_DISABLED, Messages.accountDisabled),
  limitReached: () => new AppError(403, Code.LIMIT_REACHED, Messages.limitReached),
};
