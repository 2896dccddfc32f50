/** Errors of the accounts module (codes 30400–30499, messages in common/api/accounts). */
import { AccountMessages } from '@common/api/accounts';
import { Code } from '@common/codes';
import { AppError } from '../../lib/app-error';

export const AccountErrors = {
  badGrant: () => new AppError(400, Code.QUOTA_GRANT_INVALID, AccountMessages.badGrant),
  exchangeInvalid: () => new AppError(404, Code.EXCHANGE_CODE_INVALID, AccountMessages.exchangeInvalid),
  exchangeUsed: () => new AppError(409, Code.EXCHANGE_CODE_USED, AccountMessages.exchangeUsed),
  adminSelf: () => new AppError(400, Code.ADMIN_SELF_CHANGE, AccountMessages.adminSelf),
  roleEmpty: () => new AppError(400, Code.ROLE_EMPTY, AccountMessages.roleEmpty),
  importInvalid: (message: string = AccountMessages.importInvalid) =>
    new AppError(400, Code.MEMBER_IMPORT_INVALID, message),
  creditCodeInvalid: () => new AppError(400, Code.CREDIT_CODE_INVALID, AccountMessages.creditCodeInvalid),
  passwordWrong: () => new AppError(400, Code.PASSWORD_WRONG, AccountMessages.passwordWrong),
  orderState: () => new AppError(409, Code.ORDER_STATE_INVALID, AccountMessages.orderState),
  memberExists: () => new AppError(409, Code.MEMBER_EXISTS, AccountMessages.memberExists),
};
