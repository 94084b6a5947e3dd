import type { Captcha } from '../../../../adapters/recaptcha.ts';
import type { KeyOf, Translate } from '../../../../shared/i18n.ts';
import type { SectionForm } from '../../../../shared/comments/chunks/form.ts';
import type { FormStore } from './form-store.ts';
import type { words } from '../../../../shared/comments/form/messages/en.ts';

export type FormMessageKey = KeyOf<typeof words>;

/** What the form's chunk gives the section once loaded: what the section uses of it, and what the form itself draws from. */
export interface LoadedForm extends SectionForm {
  store: FormStore;
  t: Translate<FormMessageKey>;
  /** How to make the robot check of a form just opened (its captcha box for Google's), or null when it needs none. */
  captchaFor(container: HTMLElement | null): (() => Promise<Captcha>) | null;
}
