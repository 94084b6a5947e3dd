import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FormField } from '../../../../shared/api/errors.ts';
import { commentElement, focusSoon } from '../../../../shared/ui/focus.ts';
import { listen } from '../../../../shared/ui/listen.ts';
import type { FormPlaceProps } from '../../../../shared/comments/chunks/form.ts';
import type { LoadedForm } from './types.ts';
import { FormattingSlot } from './formatting-slot.tsx';

/**
 * The comment form: visible labels, "(required)" and
 * `required`, autocomplete and input types; errors under their fields with
 * `aria-invalid` and `aria-describedby`, focus on the first; the global
 * error in an alert present from mount. Submit stays focusable while
 * sending (`aria-disabled`). A signed-in viewer's name and email are
 * read-only. The invisible captcha renders into its own box, its badge
 * hidden and the provider's attribution shown by the submit button.
 */
export function CommentForm({ widget, id, formKey, parentId, replyTo, onCancel }: FormPlaceProps, loaded: LoadedForm) {
  useSignals();
  const { store, t } = loaded;
  const ids = widget.uid + useId();
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<HTMLDivElement>(null);
  const hasCaptcha = !!widget.comments.recaptchaKey.value;
  const signedIn = widget.viewerState.viewer.value;
  const identity = signedIn
    ? { ...store.identity.value, name: signedIn.name, email: signedIn.email ?? '' }
    : store.identity.value;
  const errors = store.fieldErrors.value;
  const submitting = store.status.value === 'submitting';
  const fieldId = (field: FormField | 'notify') => `${ids}-${field.replace('.', '-')}`;

  const focusField = (field: FormField) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus();

  useEffect(() => {
    store.useCaptcha(loaded.captchaFor(captchaRef.current));
    const form = formRef.current!;
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      widget.closeForm();
      onCancel();
    };
    // The robot check starts when the reader comes to the form, and is ready long before the submit.
    const warm = () => store.warmCaptcha();
    const offKey = listen(form, 'keydown', escape);
    const offFocus = listen(form, 'focusin', warm);
    // Opening moves focus to the first empty required field, where the writer starts.
    const name = !widget.viewerState.viewer.peek() && !store.identity.peek().name.trim();
    focusField(name ? 'user.name' : 'comment');
    return () => (offKey(), offFocus());
    // Once per opened form: the key is part of the element's identity.
    // eslint-disable-next-line react/exhaustive-deps
  }, [formKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const result = await store.submit(parentId, () => widget.announcer.say(t('posting')));
    if (!result) return;
    if (result.kind === 'published') {
      const item = widget.comments.insert(result.comment, parentId);
      if (widget.total.value !== null) widget.total.value++;
      // Asked for reply mail the first time: where to look next is said with the rest.
      widget.closeForm();
      focusSoon(commentElement(item.id), () =>
        widget.announcer.say(result.confirmMail ? `${t('published')} ${t('notify_check')}` : t('published')),
      );
    } else if (result.kind === 'moderated') {
      // Held: a lasting notice where the form was, said once; focus back on the trigger beside it.
      widget.showNotice(formKey, result.confirmMail ? `${t('moderated')} ${t('notify_check')}` : t('moderated'));
      widget.closeForm();
      onCancel();
    } else {
      widget.announcer.say('');
      if (result.kind === 'invalid' && result.field) focusField(result.field);
    }
  }

  const field = (
    name: FormField,
    label: string,
    input: {
      type?: string;
      autoComplete: string;
      placeholder: string;
      required?: boolean;
      value: string;
      onInput: (value: string) => void;
      readOnly?: boolean;
      multiline?: boolean;
    },
  ) => {
    const error = errors[name];
    const errorId = `${fieldId(name)}-error`;
    const props = {
      id: fieldId(name),
      name,
      autoComplete: input.autoComplete,
      placeholder: input.placeholder,
      required: input.required,
      readOnly: input.readOnly,
      value: input.value,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': error ? errorId : undefined,
      // Both: React fires either on every keystroke; core Preact fires `input` per keystroke and `change` on blur.
      onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => input.onInput(event.currentTarget.value),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        input.onInput(event.currentTarget.value),
    };
    return (
      <div className="pl-field">
        <label htmlFor={props.id}>
          {label}
          {input.required && t('required_mark')}
        </label>
        {input.multiline ? <textarea {...props} rows={4} /> : <input {...props} type={input.type ?? 'text'} />}
        {error && (
          <p id={errorId} className="pl-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    // Named by the button that opened it ("Add a comment", "Reply to Bastien").
    <form ref={formRef} id={id} className="pl-form" aria-labelledby={`${id}-by`} noValidate onSubmit={submit}>
      <div role="alert" className="pl-alert">
        {store.globalError.value}
      </div>
      {signedIn && <p className="pl-note">{t('account_note')}</p>}
      <div>
        {field('user.name', t('name'), {
          autoComplete: 'name',
          placeholder: t('name_placeholder'),
          required: !signedIn,
          readOnly: !!signedIn,
          value: identity.name,
          onInput: (v) => store.setIdentity('name', v),
        })}
        {field('user.email', t('email'), {
          type: 'email',
          autoComplete: 'email',
          placeholder: t('email_placeholder'),
          readOnly: !!signedIn,
          value: identity.email,
          onInput: (v) => store.setIdentity('email', v),
        })}
        {field('user.website', t('website'), {
          type: 'url',
          autoComplete: 'url',
          placeholder: t('website_placeholder'),
          value: identity.website,
          onInput: (v) => store.setIdentity('website', v),
        })}
      </div>
      {field('comment', t('comment'), {
        autoComplete: 'off',
        placeholder: t('comment_placeholder'),
        required: true,
        value: store.comment.value,
        onInput: store.setComment,
        multiline: true,
      })}
      <FormattingSlot
        host={widget}
        t={t}
        id={`${ids}-format`}
        text={store.comment.value}
        failedText={widget.t.value('generic_error')}
      />
      {widget.comments.replyMail.value && (
        // Offered where the blog sends mail; the hint says what happens the first time.
        <div className="pl-check">
          <input
            id={fieldId('notify')}
            type="checkbox"
            checked={store.notify.value}
            aria-describedby={`${fieldId('notify')}-hint`}
            onChange={(event) => (store.notify.value = event.currentTarget.checked)}
          />
          <label htmlFor={fieldId('notify')}>{t('notify')}</label>
          <p id={`${fieldId('notify')}-hint`} className="pl-note">
            {t('notify_hint')}
          </p>
        </div>
      )}
      {hasCaptcha && <div ref={captchaRef} className="pl-captcha" />}
      <div className="pl-buttons">
        <button type="submit" aria-disabled={submitting || undefined}>
          {store.checking.value ? t('checking') : t(parentId ? 'submit_reply' : 'submit')}
          {replyTo && <span className="pl-vh"> ({replyTo})</span>}
        </button>
        <button
          type="button"
          onClick={() => {
            widget.closeForm();
            onCancel();
          }}
        >
          {t('cancel')}
        </button>
      </div>
      {hasCaptcha && (
        <p>
          {t('captcha_notice')} <a href="https://policies.google.com/privacy">{t('captcha_privacy')}</a>{' '}
          {t('captcha_and')} <a href="https://policies.google.com/terms">{t('captcha_terms')}</a> {t('captcha_apply')}
        </p>
      )}
    </form>
  );
}
