import { loginMethodsOf, type TLoginMethod } from '@common/api/admin';
import type { TTenantRow } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';

/**
 * Refuses a login method the tenant switched off on /loginConfig (10065, the spec's request-error code for it), so
 * hiding a tab on the login page is not the only thing standing between a visitor and that method.
 */
export function assertLoginMethod(tenant: Pick<TTenantRow, 'loginPage'>, method: TLoginMethod): void {
  if (!loginMethodsOf(tenant.loginPage).includes(method)) throw Errors.loginMethodDisabled();
}
