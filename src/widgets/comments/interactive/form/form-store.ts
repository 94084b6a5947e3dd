import { batch, signal, type Signal } from '@preact/signals-react';
import type { Captcha } from '../../../../adapters/recaptcha.ts';
import type { Storage } from '../../../../adapters/storage.ts';
import type { AddComment } from '../../../../shared/api/add-comment.ts';
import { mapFormErrors, type FormField } from '../../../../shared/api/errors.ts';
import type { ApiComment, NewComment, Viewer } from '../../../../shared/api/types.ts';
import { SAVED_USER_KEY } from '../../../../shared/comments/viewer-state.ts';
import type { OwnComments } from '../../../../shared/comments/chunks/own-editor.ts';
import { type Log, logWarning } from '../../../../shared/report.ts';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';
export type Identity = { name: string; email: string; website: string };
export type SubmitResult =
  | { kind: 'published'; comment: ApiComment; confirmMail: boolean }
  | { kind: 'moderated'; confirmMail: boolean }
  | { kind: 'invalid'; field: FormField | null }
  | { kind: 'failed' };

export type FormMessage =
  | 'name_required'
  | 'comment_required'
  | 'to_correct'
  | 'email_invalid'
  | 'url_invalid'
  | 'generic_error'
  | 'captcha_unavailable'
  | 'notify_needs_email';

/** The open form's state and its workings, as the form's view uses them. */
export interface FormStore {
  /** Which form is open: a comment's id, or the post's key. */
  key: Signal<string | null>;
  comment: Signal<string>;
  identity: Signal<Identity>;
  fieldErrors: Signal<Partial<Record<FormField, string>>>;
  globalError: Signal<string | null>;
  status: Signal<FormStatus>;
  /** The robot check is still working as the writer submits. */
  checking: Signal<boolean>;
  /** The writer asks to be told about replies by e-mail. */
  notify: Signal<boolean>;
  /** Opens the form keyed `formKey`, with its saved draft. */
  open(formKey: string): void;
  setComment(value: string): void;
  setIdentity(field: keyof Identity, value: string): void;
  /** `sending` is called as the comment leaves the browser (after the checks and the robot check), not before. */
  submit(parentId: string | null, sending?: () => void): Promise<SubmitResult | null>;
  /** Takes the saved identity again (after sign-in or sign-out cleared it). */
  reloadIdentity(): void;
  /** How to make the robot check for the attempts to come (one per open form); null when there is none. */
  useCaptcha(make: (() => Promise<Captcha>) | null): void;
  /** The form was focused: have the check ready by the submit. A failure here is reported by the submit. */
  warmCaptcha(): void;
}

export interface FormStoreOptions {
  addComment: AddComment;
  storage: Storage;
  viewer: Signal<Viewer | null>;
  postId: string;
  locale: string;
  /** The translated text of the form's own messages (the server's come translated). */
  text: (key: FormMessage, values?: Record<string, string | number>) => string;
  /** Where the form's failures are told (shared/report.ts): the tests hand in their own, to read them. */
  log?: Log;
  /** Where a comment written here is kept while its writer may still change it. */
  own?: Pick<OwnComments, 'remember'>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isHttpUrl = (value: string) =>
  /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(value) || /^https?:\/\/localhost\b/i.test(value);
const draftKey = (postId: string, key: string) => `ob_comment_draft_${postId}_${key}`;

/**
 * The comment form: one form open at a time, keyed by the
 * comment replied to or by the post. idle → submitting → success or error.
 *
 * - The identity (name, email, website) comes from `ob_comment_user` and is
 *   saved there on success; a saved value of the wrong shape is logged,
 *   removed, and the form starts empty.
 * - The text being typed is a draft per post and key, saved as it changes,
 *   kept after a failure and cleared only on success: nothing typed is lost.
 * - A signed-in viewer's name and email are theirs, read-only, and only the
 *   website is sent; if the server refuses that name or email, the viewer is
 *   treated as signed out.
 * - The robot check, when there is one (Google's invisible captcha or the
 *   self-hosted proof of work), gives a token per attempt and is reset
 *   after every attempt. It is made when the form is first focused or at
 *   the first submit; if it cannot be had (its script blocked, its
 *   challenge unreachable) that attempt fails with a readable global
 *   error, everything typed stays, and the next submit makes it again
 *   (docs/accessibility-decisions.md: the section never gives way to a captcha).
 *   While a submit waits for it, `checking` is true.
 */
export function createFormStore({
  addComment,
  storage,
  viewer,
  postId,
  locale,
  text,
  log = logWarning,
  own,
}: FormStoreOptions): FormStore {
  const key = signal<string | null>(null);
  const comment = signal('');
  const identity = signal<Identity>(savedIdentity());
  const fieldErrors = signal<Partial<Record<FormField, string>>>({});
  const globalError = signal<string | null>(null);
  const status = signal<FormStatus>('idle');
  const checking = signal(false);
  /** The writer asks to be told about replies by e-mail. */
  const notify = signal(false);
  let makeCaptcha: (() => Promise<Captcha>) | null = null;
  let captcha: Promise<Captcha> | null = null;

  /** The robot check, made once and made again after it failed. */
  function captchaNow(): Promise<Captcha> {
    captcha ??= makeCaptcha!().catch((error) => {
      captcha = null;
      log('robot check unavailable:', error);
      throw error;
    });
    return captcha;
  }

  function savedIdentity(): Identity {
    const saved = storage.read<Partial<Identity>>(SAVED_USER_KEY);
    if (saved === null) return { name: '', email: '', website: '' };
    const fields = ['name', 'email', 'website'] as const;
    if (
      typeof saved !== 'object' ||
      Array.isArray(saved) ||
      fields.some((f) => saved[f] !== undefined && typeof saved[f] !== 'string')
    ) {
      log(`corrupt saved value under "${SAVED_USER_KEY}", removed`);
      storage.remove(SAVED_USER_KEY);
      return { name: '', email: '', website: '' };
    }
    return { name: saved.name ?? '', email: saved.email ?? '', website: saved.website ?? '' };
  }

  function open(formKey: string) {
    const draft = storage.read<unknown>(draftKey(postId, formKey));
    batch(() => {
      key.value = formKey;
      comment.value = typeof draft === 'string' ? draft : '';
      fieldErrors.value = {};
      globalError.value = null;
      status.value = 'idle';
    });
  }

  function setComment(value: string) {
    comment.value = value;
    if (key.value) {
      if (value) storage.write(draftKey(postId, key.value), value);
      else storage.remove(draftKey(postId, key.value));
    }
  }

  const setIdentity = (field: keyof Identity, value: string) =>
    (identity.value = { ...identity.value, [field]: value });

  /** Client-side checks: name and comment required, email and website well-formed when given. */
  function check(): Partial<Record<FormField, string>> {
    const errors: Partial<Record<FormField, string>> = {};
    const { name, email, website } = identity.value;
    if (!viewer.value) {
      if (!name.trim()) errors['user.name'] = text('name_required');
      if (email.trim() && !EMAIL.test(email.trim())) errors['user.email'] = text('email_invalid');
      else if (notify.value && !email.trim()) errors['user.email'] = text('notify_needs_email');
    }
    if (website.trim() && !isHttpUrl(website.trim())) errors['user.website'] = text('url_invalid');
    if (!comment.value.trim()) errors.comment = text('comment_required');
    return errors;
  }

  const firstField = (errors: Partial<Record<FormField, string>>): FormField | null =>
    (['user.name', 'user.email', 'user.website', 'comment'] as const).find((f) => errors[f]) ?? null;

  /** Focus goes to the first field in error, which says what is wrong there; the alert says how many when there are more. */
  const howMany = (errors: Partial<Record<FormField, string>>) => {
    const count = Object.values(errors).filter(Boolean).length;
    return count > 1 ? text('to_correct', { count }) : null;
  };

  /** `sending` is called as the comment leaves the browser (after the checks and the robot check), not before. */
  async function submit(parentId: string | null, sending: () => void = () => {}): Promise<SubmitResult | null> {
    if (status.value === 'submitting' || !key.value) return null;
    const checked = check();
    if (firstField(checked)) {
      batch(() => {
        fieldErrors.value = checked;
        globalError.value = howMany(checked);
        status.value = 'error';
      });
      return { kind: 'invalid', field: firstField(checked) };
    }
    const formKey = key.value;
    const signedIn = viewer.value;
    const { name, email, website } = identity.value;
    batch(() => {
      status.value = 'submitting';
      fieldErrors.value = {};
      globalError.value = null;
    });
    const fail = (global: string | null, fields: Partial<Record<FormField, string>> = {}): SubmitResult => {
      batch(() => {
        fieldErrors.value = fields;
        globalError.value = global ?? howMany(fields);
        status.value = 'error';
      });
      return firstField(fields) ? { kind: 'invalid', field: firstField(fields) } : { kind: 'failed' };
    };
    let widget: Captcha | null = null;
    try {
      const input: NewComment = {
        postID: postId,
        locale,
        comment: comment.value,
        user: signedIn
          ? { website: website.trim() }
          : { name: name.trim(), email: email.trim(), website: website.trim() },
      };
      if (parentId) input.commentID = parentId;
      if (notify.value) input.notifyReplies = true;
      if (makeCaptcha) {
        checking.value = true;
        try {
          widget = await captchaNow();
          const token = await widget.token();
          if (token) input.recaptcha = token;
        } catch (reason) {
          // The provider's verdict ('expired' or an error) is a string; anything else means the check could not be had.
          if (typeof reason === 'string')
            return fail(`${text('generic_error')} (reCAPTCHA ${reason === 'expired' ? 'expired' : 'error'})`);
          // A check that could not be made was logged by captchaNow(); one that could not give a token is logged here.
          if (widget) log('robot check unavailable:', reason);
          return fail(text('captcha_unavailable'));
        } finally {
          checking.value = false;
        }
      }
      sending();
      const { data, errors } = await addComment(input);
      if (errors?.length || !data?.addComment) {
        const mapped = errors?.length ? mapFormErrors(errors) : { fields: {}, global: text('generic_error') };
        if (signedIn && (mapped.fields['user.name'] || mapped.fields['user.email'])) {
          // The account's own name or email was refused: the session is not what it was, so the viewer is treated as signed out.
          batch(() => {
            viewer.value = null;
            identity.value = { name: signedIn.name, email: signedIn.email ?? '', website };
          });
        }
        return fail(mapped.global, mapped.fields);
      }
      storage.write(
        SAVED_USER_KEY,
        signedIn ? { name: signedIn.name, email: signedIn.email, website } : { name, email, website },
      );
      storage.remove(draftKey(postId, formKey));
      const { id, editableUntil, editKey } = data.addComment;
      // Its writer may edit or delete it for a while: anonymously, with the key the server gave this once.
      if (editableUntil)
        own?.remember(
          id,
          editKey ? { until: Date.parse(editableUntil), key: editKey } : { until: Date.parse(editableUntil) },
        );
      batch(() => {
        comment.value = '';
        status.value = 'success';
      });
      const confirmMail = data.addComment.replyMail === 'pending';
      return data.addComment.isVisible === false
        ? { kind: 'moderated', confirmMail }
        : { kind: 'published', comment: data.addComment, confirmMail };
    } catch (error) {
      log('comment not sent:', error);
      return fail(text('generic_error'));
    } finally {
      widget?.reset();
    }
  }

  return {
    key,
    comment,
    identity,
    fieldErrors,
    globalError,
    status,
    checking,
    notify,
    open,
    setComment,
    setIdentity,
    submit,
    reloadIdentity: () => void (identity.value = savedIdentity()),
    useCaptcha(make: (() => Promise<Captcha>) | null) {
      makeCaptcha = make;
      captcha = null;
    },
    warmCaptcha() {
      if (makeCaptcha)
        captchaNow().then(
          (made) => made.warm?.(),
          () => {},
        );
    },
  };
}
