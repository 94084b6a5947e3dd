import type { ReactElement } from 'react';
import type { ReadonlySignal, Signal } from '@preact/signals-react';
import type { Captcha, Grecaptcha } from '../../../adapters/recaptcha.ts';
import type { KeyOf, Translate } from '../../i18n.ts';
import type { CommentsStore } from '../comments-store.ts';
import type { words as sectionWords } from '../messages/en.ts';
import type { ViewerState } from '../viewer-state.ts';
import type { FormattingHost, FormattingLoader } from './formatting.ts';

/**
 * What the form's chunk needs of its section (widgets/comments/interactive/form/): declared on the section's side,
 * so the section names none of the form's code and the form implements what is written here.
 */
export interface FormHost extends FormattingHost {
  // Its locale, API, announcer and words (the form's own, in the section's language) are formatting's too.
  uid: string;
  postId: string;
  apiBase: string;
  env: { robotProof(url: string): Promise<Captcha>; formatting: FormattingLoader };
  comments: Pick<CommentsStore, 'recaptchaKey' | 'insert' | 'replyMail'>;
  viewerState: ViewerState;
  t: ReadonlySignal<Translate<KeyOf<typeof sectionWords>>>;
  total: Signal<number | null>;
  captchaApi(): Promise<Grecaptcha>;
  closeForm(): void;
  /** A lasting notice where the form keyed `at` was (a held comment). */
  showNotice(at: string, text: string): void;
}

/** Where the section draws an open form, and what it tells it. */
export interface FormPlaceProps {
  widget: FormHost;
  id: string;
  formKey: string;
  /** The comment replied to; null for a top-level comment. */
  parentId: string | null;
  replyTo?: string;
  /** Cancel, Escape or a comment held for moderation: focus goes back to the trigger. */
  onCancel: () => void;
}

/** What the section uses of the form's chunk once it came (the chunk's own LoadedForm has more). */
export interface SectionForm {
  store: {
    /** The form keyed `key` is open: its draft and its robot check are its own. */
    open(key: string): void;
    /** The viewer signed in or out: the form takes, or lets go of, the account's name and email. */
    reloadIdentity(): void;
  };
  Form(props: FormPlaceProps): ReactElement;
  /** The form's look (form.css), which the section adds before the form first paints. */
  css: string;
}
