import { logError } from '../../report.ts';
import { signal, type Signal } from '@preact/signals-react';
import type { Grecaptcha } from '../../../adapters/recaptcha.ts';
import type { FormHost, SectionForm } from '../chunks/form.ts';
import type { SectionLanguage } from './language.ts';
import type { SectionParts } from './parts.ts';
import type { SectionPlace } from './place.ts';
import type { SectionReading } from './reading.ts';
import type { SectionSaid } from './said.ts';

/** The section's forms: one open at a time, their code loaded on first use (off the reading path). */
export interface SectionForms {
  form: Signal<SectionForm | null>;
  /** Opens the form keyed `key` (closing any other: one form at a time), or closes it when it is the one open. */
  toggleForm(key: string): void;
  closeForm(): void;
  loadForm(): Promise<unknown>;
  captchaApi(): Promise<Grecaptcha>;
}

/** What opening a form uses of its section, once it is wired. */
export type FormsSection = FormHost &
  Pick<SectionPlace, 'formKey'> &
  Pick<SectionReading, 'comments'> &
  Pick<SectionSaid, 'notice' | 'tell' | 'settle'> &
  Pick<SectionLanguage, 't'>;

export function createForms(
  section: () => FormsSection,
  { env, effects, loadWords, options }: Pick<SectionParts, 'env' | 'effects' | 'loadWords' | 'options'>,
): SectionForms {
  const form = signal<SectionForm | null>(null);
  let formLoading: Promise<unknown> | null = null;

  /** The form's code, loaded on first use (off the reading path). */
  function loadForm() {
    const { comments } = section();
    return (formLoading ??= Promise.all([env.interactive(), effects(), loadWords()])
      .then(([module, fx]) => {
        const made = module.createForm(section(), fx.storage);
        if (comments.openForm.value) made.store.open(comments.openForm.value);
        form.value = made;
      })
      .catch((error) => {
        // The form's code could not be had: the disclosure closes again (focus stays on its button),
        // the failure shows where the form would have been and is said; the next press tries again.
        formLoading = null;
        const at = comments.openForm.value;
        comments.openForm.value = null;
        section().tell(at ?? section().formKey, section().t.value('generic_error'));
        logError('comment form failed to load:', error);
      }));
  }

  return {
    form,
    toggleForm(key) {
      const { comments, notice, settle } = section();
      settle(key);
      if (notice.peek()?.at === key) notice.value = null;
      const open = comments.openForm.value === key ? null : key;
      comments.openForm.value = open;
      if (open && form.value) form.value.store.open(open);
      else if (open) loadForm();
    },
    closeForm: () => (section().comments.openForm.value = null),
    loadForm,
    captchaApi: () => env.recaptcha(options.recaptchaSrc || undefined),
  };
}
