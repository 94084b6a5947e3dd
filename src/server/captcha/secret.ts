import { randomBytes } from 'node:crypto';
import type { LimitStore } from '../store/store.ts';

const SETTING = 'robot-check-secret';

/**
 * The proof of work's signing secret when ROBOT_CHECK_SECRET is not set:
 * generated once and kept in the database, so challenges outlive a restart
 * and every server on the same database accepts the others' challenges.
 */
export function robotCheckSecret(settings: Pick<LimitStore, 'keepSetting'>): Promise<string> {
  return settings.keepSetting(SETTING, randomBytes(32).toString('hex'));
}
