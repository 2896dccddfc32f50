/** Errors of the enterprise admin pages (codes 30450–30469, messages in common/api/admin). */
import { AdminMessages } from '@common/api/admin';
import { Code } from '@common/codes';
import { AppError } from '../../lib/app-error';

export const AdminErrors = {
  logoInvalid: () => new AppError(400, Code.LOGIN_LOGO_INVALID, AdminMessages.logoInvalid),
  seatsFull: () => new AppError(409, Code.SEATS_FULL, AdminMessages.seatsFull),
  loginMethodsEmpty: () => new AppError(400, Code.LOGIN_METHODS_EMPTY, AdminMessages.loginMethodsEmpty),
};
