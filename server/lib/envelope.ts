import { Code, Messages } from '@common/codes';
import type { TEnvelope } from '@common/api/envelope';

/** The success envelope (api.md): code 200, the data, and a short Chinese message. */
export function ok<T>(data: T, message: string = Messages.ok): TEnvelope<T> {
  return { code: Code.OK, data, message };
}
