import type { ReactElement } from 'react';
import type { Captcha } from '../../../adapters/recaptcha.ts';
import type { Storage } from '../../../adapters/storage.ts';
import type { Translate } from '../../../shared/i18n.ts';
import type { CommentFormProps } from './comment-form.tsx';
import type { FormStore } from './form-store.ts';
import type { FormMessageKey } from './messages.ts';

/** What the form's chunk gives the section once loaded (named, so the widget's type does not chase its own tail). */
export interface LoadedForm {
  store: FormStore;
  t: Translate<FormMessageKey>;
  Form: (props: CommentFormProps) => ReactElement;
  /** The form's look (form.css), which the section adds before the form first paints. */
  css: string;
  /** How to make the robot check of a form just opened (its captcha box for Google's), or null when it needs none. */
  captchaFor(container: HTMLElement | null): (() => Promise<Captcha>) | null;
}

export interface FormModule {
  createForm(widget: CommentFormProps['widget'], storage: Storage): LoadedForm;
}
