import { commentElement, focusSoon } from '../ui/focus.ts';
import type { SectionSaid } from './section/said.ts';

/**
 * A "More comments" or "More replies" press, the same for both: `loading` heard while it loads; then focus on the
 * first comment it brought and `loaded` said once focus is there (src/shared/ui/focus.ts); or `failed` said at the
 * button (`at`), which stays for another try.
 */
export async function showMore(
  said: Pick<SectionSaid, 'settle' | 'tell' | 'announcer'>,
  at: string,
  load: () => Promise<string | null | false>,
  [loading, loaded, failed]: [string, string, string],
): Promise<void> {
  said.settle(at);
  said.announcer.say(loading);
  const first = await load();
  if (first === false) said.tell(at, failed);
  else if (first) focusSoon(commentElement(first), () => said.announcer.say(loaded));
  else said.announcer.say('');
}
