import type { RobotCheckMetrics } from '../metrics/parts.ts';
import type { CaptchaVerdict, CaptchaVerifier, ProofUse } from './verifier.ts';

/**
 * The same check, telling `metrics` the verdict on each proof it is sent (docs/self-hosting.md "Metrics"): the one
 * place every proof passes, whichever route the comment came by. A comment sent with no proof at all is refused
 * before any check, and is no proof checked.
 */
export function countedVerifier(captcha: CaptchaVerifier, metrics: RobotCheckMetrics): CaptchaVerifier {
  const counted = async (verdict: Promise<CaptchaVerdict>) => {
    const said = await verdict;
    metrics.checked(said);
    return said;
  };
  if (captcha.kind === 'proof-of-work')
    return {
      ...captcha,
      verify: (token: string, remoteIp: string, use: ProofUse) => counted(captcha.verify(token, remoteIp, use)),
    };
  return {
    ...captcha,
    verify: (token: string, remoteIp: string, use?: ProofUse) => counted(captcha.verify(token, remoteIp, use)),
  };
}
