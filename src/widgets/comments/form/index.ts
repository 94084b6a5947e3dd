import { createCaptcha, type Captcha } from '../../../adapters/recaptcha.ts';
import type { Storage } from '../../../adapters/storage.ts';
import { addCommentApi } from '../../../api/add-comment.ts';
import type { CommentsWidget } from '../widget.ts';
import { CommentForm } from './comment-form.tsx';
import { createFormStore } from './form-store.ts';
import { formMessages } from './messages.ts';
import type { LoadedForm } from './types.ts';

/**
 * The form's chunk, imported on the first Add comment or Reply: its store,
 * its words, the addComment document and the captcha glue stay off the
 * reading path.
 */
export function createForm(widget: CommentsWidget, storage: Storage): LoadedForm {
  const t = widget.words(formMessages);
  const store = createFormStore({
    addComment: addCommentApi(widget.graphql),
    storage,
    viewer: widget.viewerState.viewer,
    postId: widget.postId,
    locale: widget.locale,
    text: t,
  });
  /** The invisible captcha for a form just opened, when the blog has one (spec §6); its script failing takes the section down (spec §8). */
  function captchaFor(container: HTMLElement): Promise<Captcha> | null {
    const key = widget.comments.recaptchaKey.value;
    if (!key) return null;
    const made = widget.captchaApi().then((api) => createCaptcha(api, container, key));
    made.catch(widget.unavailable);
    return made;
  }
  return { store, t, Form: CommentForm, captchaFor };
}

