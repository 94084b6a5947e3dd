import type { ReactElement } from 'react';
import type { ReadonlySignal, Signal } from '@preact/signals-react';
import type { Captcha, Grecaptcha } from '../../../../adapters/recaptcha.ts';
import type { Storage } from '../../../../adapters/storage.ts';
import type { Graphql } from '../../../../shared/api/graphql.ts';
import type { KeyOf, PartWords, Translate } from '../../../../shared/i18n.ts';
import type { Announcer } from '../../../../shared/comments/announcer.ts';
import type { CommentsStore } from '../../../../shared/comments/comments-store.ts';
import type { words as sectionWords } from '../../../../shared/comments/messages/en.ts';
import type { ViewerState } from '../../../../shared/comments/viewer-state.ts';
import type { FormStore } from './form-store.ts';
import type { FormattingHost } from '../../formatting/formatting.tsx';
import type { words } from '../../../../shared/comments/form/messages/en.ts';
import type { FormattingLoader } from './formatting-slot.tsx';

/**
 * What the form's chunk needs of its section: declared here, so the form
 * and the section (widget.ts, which has it all) never import each other.
 */
export interface FormHost extends FormattingHost {
  uid: string;
  postId: string;
  locale: string;
  apiBase: string;
  graphql: Graphql;
  env: { robotProof(url: string): Promise<Captcha>; formatting: FormattingLoader };
  comments: Pick<CommentsStore, 'recaptchaKey' | 'insert' | 'replyMail'>;
  viewerState: ViewerState;
  announcer: Announcer;
  t: ReadonlySignal<Translate<KeyOf<typeof sectionWords>>>;
  total: Signal<number | null>;
  form: ReadonlySignal<LoadedForm | null>;
  /** The form's own words in the section's language. */
  words: PartWords;
  captchaApi(): Promise<Grecaptcha>;
  closeForm(): void;
  /** A lasting notice where the form keyed `at` was (a held comment). */
  showNotice(at: string, text: string): void;
}

export interface CommentFormProps {
  widget: FormHost;
  id: string;
  formKey: string;
  /** The comment replied to; null for a top-level comment. */
  parentId: string | null;
  replyTo?: string;
  /** Cancel, Escape or a comment held for moderation: focus goes back to the trigger. */
  onCancel: () => void;
}

export type FormMessageKey = KeyOf<typeof words>;

/** What the form's chunk gives the section once loaded. */
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
  createForm(widget: FormHost, storage: Storage): LoadedForm;
}
