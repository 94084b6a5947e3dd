import { createCaptcha, type Captcha } from '../../../../adapters/recaptcha.ts';
import type { Storage } from '../../../../adapters/storage.ts';
import { addCommentApi } from '../../../../shared/api/add-comment.ts';
import css from './form.css';
import { CommentForm } from './comment-form.tsx';
import { createFormStore } from './form-store.ts';
import { createOwnComments } from '../own/own-comments.ts';
import { words } from '../../../../shared/comments/form/messages/en.ts';
import type { FormHost } from '../../../../shared/comments/chunks/form.ts';
import type { LoadedForm } from './types.ts';

/**
 * The form's chunk, imported on the first Add comment or Reply: its store,
 * its words, the addComment document and the captcha glue stay off the
 * reading path.
 */
export function createForm(widget: FormHost, storage: Storage): LoadedForm {
  const t = widget.words('form', words);
  const store = createFormStore({
    addComment: addCommentApi(widget.graphql),
    storage,
    viewer: widget.viewerState.viewer,
    postId: widget.postId,
    locale: widget.locale,
    text: t,
    own: createOwnComments(storage),
  });
  /**
   * The robot check for a form just opened (docs/api.md "Robot check: self-hosted proof of work"): Google's
   * invisible captcha when the server names its key, else the server's own
   * proof of work for anonymous writers (its challenge says when none is
   * needed). A failure is the form's to report, never the section's.
   */
  function captchaFor(container: HTMLElement | null): (() => Promise<Captcha>) | null {
    const key = widget.comments.recaptchaKey.value;
    if (key) return container && (async () => createCaptcha(await widget.captchaApi(), container, key));
    if (widget.viewerState.viewer.value) return null;
    return () =>
      widget.env.robotProof(`${widget.apiBase}/comments/robot-check?postID=${encodeURIComponent(widget.postId)}`);
  }
  // The form draws on this form, not on the section: its store and words come with it. Form is the component the
  // section renders and CommentForm its body, called with the form, so no element comes between them.
  const form: LoadedForm = { store, t, Form: (props) => CommentForm(props, form), captchaFor, css };
  return form;
}
