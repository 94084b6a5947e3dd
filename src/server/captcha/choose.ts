import type { Config } from '../config.ts';
import type { LimitStore } from '../store/store.ts';
import { createProofOfWorkVerifier } from './proof-of-work.ts';
import { robotCheckSecret } from './secret.ts';
import { createRecaptchaVerifier, createStandInVerifier, type CaptchaVerifier } from './verifier.ts';

/**
 * The robot check a server runs: Google reCAPTCHA when its keys are set,
 * the stand-in only when asked for (ROBOT_CHECK=standin, tests), else the
 * self-hosted proof of work, signed with ROBOT_CHECK_SECRET or the secret
 * kept in the database.
 */
export async function chooseRobotCheck(
  { recaptcha, robotCheck }: Pick<Config, 'recaptcha' | 'robotCheck'>,
  store: Pick<LimitStore, 'keepSetting' | 'useRobotProof'>,
): Promise<CaptchaVerifier> {
  if (recaptcha) return createRecaptchaVerifier(recaptcha.siteKey, recaptcha.secret);
  if (robotCheck.mode === 'standin') return createStandInVerifier();
  return createProofOfWorkVerifier({
    proofs: store,
    secret: robotCheck.secret ?? (await robotCheckSecret(store)),
    difficulty: robotCheck.difficulty,
  });
}
