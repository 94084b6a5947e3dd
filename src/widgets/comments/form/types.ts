import type { ReactElement } from 'react';
import type { Captcha } from '../../../adapters/recaptcha.ts';
import type { Storage } from '../../../adapters/storage.ts';
import type { Translate } from '../../../ui/i18n.ts';
import type { CommentFormProps } from './comment-form.tsx';
import type { FormStore } from './form-store.ts';
import type { FormMessageKey } from './messages.ts';

/** What the form's chunk gives the section once loaded (named, so the widget's type does not chase its own tail). */
export interface LoadedForm {
  store: FormStore;
  t: Translate<FormMessageKey>;
  Form: (props: CommentFormProps) => ReactElement;
  captchaFor(container: HTMLElement): Promise<Captcha> | null;
}

export interface FormModule {
  createForm(widget: CommentFormProps['widget'], storage: Storage): LoadedForm;
}
