import { createHmac, randomBytes } from 'node:crypto';
import type { LimitStore } from '../store/store.ts';

/** The setting that holds the key: one per database, so every instance on it hashes alike. */
const SETTING = 'address-hash-key';

/**
 * Where a comment came from, kept so an author can block that address
 * (docs/moderation.md "Blocking"), as an HMAC of the address under a key generated once
 * and kept in the database: the address itself is never stored, and the
 * hash means nothing outside this database.
 */
export async function createAddressHasher(
  settings: Pick<LimitStore, 'keepSetting'>,
): Promise<(address: string) => string> {
  const key = await settings.keepSetting(SETTING, randomBytes(32).toString('hex'));
  return (address) => createHmac('sha256', key).update(address).digest('hex');
}
