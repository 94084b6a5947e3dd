import { loadedEffects } from './section/effects.ts';
import type { CommentsEnv } from './section/env.ts';
import { createForms, type SectionForms } from './section/forms.ts';
import { createInteracting, type SectionInteracting } from './section/interacting.ts';
import { createSectionLanguage, type SectionLanguage } from './section/language.ts';
import { createLife, type SectionLife } from './section/life.ts';
import type { CommentsOptions } from './options.ts';
import type { SectionParts } from './section/parts.ts';
import { sectionPlace, type SectionPlace } from './section/place.ts';
import { createReading, type SectionReading } from './section/reading.ts';
import { createSaid, type SectionSaid } from './section/said.ts';

export type { CommentsEnv } from './section/env.ts';
export type { CommentsOptions } from './options.ts';
export type { NoScriptParts } from './section/no-script-parts.ts';
export { serverSectionUid } from './section/place.ts';

/**
 * One comment section, whole: what the section's root renders and starts. Each of its parts is given only
 * the narrow hosts it uses (section/, chunks/), never this.
 */
export interface CommentsWidget
  extends SectionPlace, SectionLanguage, SectionSaid, SectionReading, SectionForms, SectionInteracting, SectionLife {}

/**
 * One comment section's stores, wired to the page: the composition root
 * shared by `mount()`, the React component, the upgrade of the server's
 * markup and the server's renderer. It builds each part and connects them;
 * what each does is in section/. It starts nothing until `start()`, and
 * `dispose()` undoes all it started.
 */
export function createCommentsWidget(options: CommentsOptions, env: CommentsEnv): CommentsWidget {
  const place = sectionPlace(options, env);
  // The section is built on its language: when the words come, what it says and its dates change in place.
  const language = createSectionLanguage(place.locale, env);
  const parts: SectionParts = { env, options, effects: loadedEffects(env), loadWords: language.loadWords, offs: [] };
  // The parts that hand the section on (to the chunks, to the page's other sections) reach it once it is wired.
  const section = (): CommentsWidget => widget;
  const widget: CommentsWidget = Object.assign(
    language,
    place,
    createSaid(),
    createReading(place, options),
    createForms(section, parts),
    createInteracting(section, parts),
    createLife(section, parts),
  );
  return widget;
}
