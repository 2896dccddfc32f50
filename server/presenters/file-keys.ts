import type { TFileKey } from '@common/api/auth';
import type { TActor } from '../lib/actor';
import { deriveFileKeys, fileKeyIdForUser } from '../lib/file-keys';

/** auth/file-key: the actor's current key id and keys, base64 (api.md). */
export function presentFileKeys(secret: string, actor: TActor): TFileKey {
  const keys = deriveFileKeys(secret, fileKeyIdForUser(actor.userId));
  return {
    key_id: keys.keyId,
    enc_key: keys.encKey.toString('base64'),
    mac_key: keys.macKey.toString('base64'),
  };
}
