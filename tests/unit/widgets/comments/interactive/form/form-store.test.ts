import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-react';
import type { AddComment } from '../../../../../../src/shared/api/add-comment.ts';
import type { GraphqlResponse } from '../../../../../../src/shared/api/graphql.ts';
import type { ApiComment, NewComment, Viewer } from '../../../../../../src/shared/api/types.ts';
import type { Captcha } from '../../../../../../src/adapters/recaptcha.ts';
import { createFormStore } from '../../../../../../src/widgets/comments/interactive/form/form-store.ts';
import { SAVED_USER_KEY } from '../../../../../../src/widgets/comments/interactive/viewer-store.ts';
import { deferred, fakeStorage, node } from '../../../../../helpers/comment-fakes.ts';

const TEXT = {
  name_required: 'Enter your name.',
  comment_required: 'Enter your comment.',
  to_correct: '{count} fields need correcting.',
  email_invalid: 'Bad email.',
  url_invalid: 'Bad URL.',
  generic_error: 'Something went wrong.',
  captcha_unavailable: 'The check could not be loaded.',
  notify_needs_email: 'Email needed for replies.',
};
const DRAFT = (key: string) => `ob_comment_draft_42_${key}`;

function setup({
  saved,
  viewer = null,
  answer = async () => ({ data: { addComment: { ...node('99'), isVisible: true } } }),
}: {
  saved?: unknown;
  viewer?: Viewer | null;
  answer?: (input: NewComment) => Promise<GraphqlResponse<{ addComment: ApiComment }>>;
} = {}) {
  const { storage, items } = fakeStorage(saved === undefined ? {} : { [SAVED_USER_KEY]: saved });
  const sent: NewComment[] = [];
  const addComment: AddComment = (input) => (sent.push(input), answer(input));
  const logged: string[] = [];
  const viewerSignal = signal<Viewer | null>(viewer);
  const form = createFormStore({
    addComment,
    storage,
    viewer: viewerSignal,
    postId: '42',
    locale: 'fr',
    text: (k, values) => TEXT[k].replace('{count}', String(values?.count)),
    log: (m) => void logged.push(m),
  });
  return { form, items, sent, logged, viewer: viewerSignal };
}

const fill = (form: ReturnType<typeof setup>['form'], name = 'Ann', comment = 'Hello') => {
  form.setIdentity('name', name);
  form.setComment(comment);
};

test('starts from the saved identity', () => {
  const { form } = setup({ saved: { name: 'Ann', email: 'ann@example.org', website: 'https://ann.example' } });
  assert.equal(form.identity.value, { name: 'Ann', email: 'ann@example.org', website: 'https://ann.example' });
});

test('a corrupt saved identity is logged, removed, and the form starts empty', () => {
  for (const saved of [42, ['a'], { name: 5 }, 'text']) {
    const { form, items, logged } = setup({ saved });
    assert.equal(form.identity.value, { name: '', email: '', website: '' }, JSON.stringify(saved));
    assert.is(items.has(SAVED_USER_KEY), false);
    assert.is(logged.length, 1);
  }
});

test('idle → submitting → success: the comment is sent, identity saved, draft cleared', async () => {
  const answer = deferred<GraphqlResponse<{ addComment: ApiComment }>>();
  const { form, items, sent } = setup({ answer: () => answer.promise });
  form.open('42');
  fill(form);
  form.setIdentity('email', 'ann@example.org');
  assert.is(items.get(DRAFT('42')), 'Hello');
  assert.is(form.status.value, 'idle');
  const result = form.submit(null);
  assert.is(form.status.value, 'submitting');
  assert.is(await form.submit(null), null, 'a second click sends nothing');
  answer.resolve({ data: { addComment: { ...node('99'), isVisible: true } } });
  const done = await result;
  assert.is(done?.kind, 'published');
  assert.is(form.status.value, 'success');
  assert.equal(sent, [
    { postID: '42', locale: 'fr', comment: 'Hello', user: { name: 'Ann', email: 'ann@example.org', website: '' } },
  ]);
  assert.equal(items.get(SAVED_USER_KEY), { name: 'Ann', email: 'ann@example.org', website: '' });
  assert.is(items.has(DRAFT('42')), false);
  assert.is(form.comment.value, '');
});

test('a reply carries commentID', async () => {
  const { form, sent } = setup();
  form.open('7');
  fill(form);
  await form.submit('7');
  assert.is(sent[0]!.commentID, '7');
});

test('isVisible false: moderated, not published', async () => {
  const { form } = setup({ answer: async () => ({ data: { addComment: { ...node('99'), isVisible: false } } }) });
  form.open('42');
  fill(form);
  assert.equal(await form.submit(null), { kind: 'moderated', confirmMail: false });
});

test('reply mail: asked without an e-mail, the e-mail field says so and nothing is sent; with one, notifyReplies goes, and a pending answer asks the writer to look for the mail', async () => {
  const { form, sent } = setup({
    answer: async () => ({ data: { addComment: { ...node('99'), isVisible: true, replyMail: 'pending' } } }),
  });
  form.open('42');
  fill(form);
  form.setIdentity('email', '');
  form.notify.value = true;
  assert.equal(await form.submit(null), { kind: 'invalid', field: 'user.email' });
  assert.equal(form.fieldErrors.value, { 'user.email': TEXT.notify_needs_email });
  assert.equal(sent, []);
  form.setIdentity('email', 'ann@example.org');
  const done = await form.submit(null);
  assert.is(sent[0]!.notifyReplies, true);
  assert.is(done?.kind === 'published' && done.confirmMail, true);
});

test('client checks: name and comment required, email and website well-formed; each says what to do, the count is given; nothing sent', async () => {
  const { form, sent } = setup();
  form.open('42');
  form.setIdentity('email', 'not-an-email');
  form.setIdentity('website', 'javascript:alert(1)');
  let sending = 0;
  const result = await form.submit(null, () => sending++);
  assert.equal(result, { kind: 'invalid', field: 'user.name' });
  assert.equal(form.fieldErrors.value, {
    'user.name': TEXT.name_required,
    'user.email': TEXT.email_invalid,
    'user.website': TEXT.url_invalid,
    comment: TEXT.comment_required,
  });
  assert.is(form.globalError.value, '4 fields need correcting.');
  assert.is(form.status.value, 'error');
  assert.equal(sent, []);
  assert.is(sending, 0, 'a submit that never leaves the browser is not said to be posting');
});

test('one field in error: its own message, no count', async () => {
  const { form } = setup();
  form.open('42');
  form.setIdentity('name', 'Ann');
  await form.submit(null);
  assert.equal(form.fieldErrors.value, { comment: TEXT.comment_required });
  assert.is(form.globalError.value, null);
});

test('sending is said as the comment leaves, once', async () => {
  const { form, sent } = setup();
  form.open('42');
  fill(form);
  const order: string[] = [];
  await form.submit(null, () => order.push(`sending with ${sent.length} sent`));
  assert.equal(order, ['sending with 0 sent']);
  assert.is(sent.length, 1);
});

test('server validation: first message per field, recaptcha global, text kept, draft kept', async () => {
  const { form, items } = setup({
    answer: async () => ({
      errors: [
        {
          message: 'validation',
          extensions: {
            validation: {
              'user.email': ['Adresse invalide', 'x'],
              comment: ['Trop long'],
              recaptcha: ['Captcha refusé'],
            },
          },
        },
      ],
    }),
  });
  form.open('42');
  fill(form, 'Ann', 'Long text');
  const result = await form.submit(null);
  assert.equal(result, { kind: 'invalid', field: 'user.email' });
  assert.equal(form.fieldErrors.value, { 'user.email': 'Adresse invalide', comment: 'Trop long' });
  assert.is(form.globalError.value, 'Captcha refusé');
  assert.is(form.comment.value, 'Long text');
  assert.is(items.get(DRAFT('42')), 'Long text');
  assert.is(items.has(SAVED_USER_KEY), false);
});

test('another GraphQL error: its message is the global error', async () => {
  const { form } = setup({ answer: async () => ({ errors: [{ message: 'Comments are closed on this post' }] }) });
  form.open('42');
  fill(form);
  assert.equal(await form.submit(null), { kind: 'failed' });
  assert.is(form.globalError.value, 'Comments are closed on this post');
  assert.equal(form.fieldErrors.value, {});
});

test('too many comments waiting (HELD_QUEUE_FULL): the server’s words beside the form, the text and its draft kept to send later', async () => {
  const full =
    'Too many comments are waiting for the author’s approval on this post. Please send yours later: your text is kept here.';
  const { form, items } = setup({
    answer: async () => ({ errors: [{ message: full, extensions: { code: 'HELD_QUEUE_FULL' } }] }),
  });
  form.open('42');
  fill(form, 'Ann', 'A long thought');
  assert.equal(await form.submit(null), { kind: 'failed' });
  assert.is(form.globalError.value, full);
  assert.is(form.status.value, 'error');
  assert.is(form.comment.value, 'A long thought');
  assert.is(items.get(DRAFT('42')), 'A long thought');
});

test('a network failure or exception: generic_error, text kept', async () => {
  const { form } = setup({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
  form.open('42');
  fill(form);
  assert.equal(await form.submit(null), { kind: 'failed' });
  assert.is(form.globalError.value, TEXT.generic_error);
  assert.is(form.comment.value, 'Hello');
  assert.is(form.status.value, 'error');
});

test('signed in: only the website is sent, name and email are the account’s', async () => {
  const { form, sent, items } = setup({ viewer: { name: 'Ann', email: 'ann@example.org', avatar: null } });
  form.open('42');
  form.setComment('Hi');
  form.setIdentity('website', 'https://ann.example');
  assert.is((await form.submit(null))?.kind, 'published');
  assert.equal(sent[0]!.user, { website: 'https://ann.example' });
  assert.equal(items.get(SAVED_USER_KEY), { name: 'Ann', email: 'ann@example.org', website: 'https://ann.example' });
});

test('signed in, the server refuses the account’s name or email: treated as signed out', async () => {
  const { form, viewer } = setup({
    viewer: { name: 'A', email: 'a@b', avatar: null },
    answer: async () => ({
      errors: [{ message: 'validation', extensions: { validation: { 'user.email': ['Invalid email'] } } }],
    }),
  });
  form.open('42');
  form.setComment('Hi');
  assert.equal(await form.submit(null), { kind: 'invalid', field: 'user.email' });
  assert.is(viewer.value, null);
  assert.equal(form.identity.value, { name: 'A', email: 'a@b', website: '' });
  assert.is(form.fieldErrors.value['user.email'], 'Invalid email');
});

test('drafts: per post and key, restored on open, other forms keep theirs', () => {
  const { form, items } = setup();
  form.open('42');
  form.setComment('top-level draft');
  form.open('7');
  assert.is(form.comment.value, '');
  form.setComment('reply draft');
  form.open('42');
  assert.is(form.comment.value, 'top-level draft');
  form.open('7');
  assert.is(form.comment.value, 'reply draft');
  form.setComment('');
  assert.is(items.has(DRAFT('7')), false, 'an emptied draft is not kept');
  assert.is(items.get(DRAFT('42')), 'top-level draft');
});

test('opening a form clears the previous errors', async () => {
  const { form } = setup();
  form.open('42');
  await form.submit(null);
  assert.ok(Object.keys(form.fieldErrors.value).length);
  form.open('7');
  assert.equal(form.fieldErrors.value, {});
  assert.is(form.status.value, 'idle');
});

const fakeCaptcha = (outcome: () => Promise<string>) => {
  const calls: string[] = [];
  const captcha: Captcha = { token: () => (calls.push('token'), outcome()), reset: () => void calls.push('reset') };
  return { captcha, calls };
};

test('captcha: the token is sent and the widget reset after the attempt', async () => {
  const { form, sent } = setup();
  const { captcha, calls } = fakeCaptcha(async () => 'tok');
  form.useCaptcha(async () => captcha);
  form.open('42');
  fill(form);
  await form.submit(null);
  assert.is(sent[0]!.recaptcha, 'tok');
  assert.equal(calls, ['token', 'reset']);
});

test('captcha expired or error: generic_error with the reason, nothing sent, reset', async () => {
  for (const [reason, suffix] of [
    ['expired', ' (reCAPTCHA expired)'],
    ['error', ' (reCAPTCHA error)'],
  ]) {
    const { form, sent } = setup();
    const { captcha, calls } = fakeCaptcha(() => Promise.reject(reason));
    form.useCaptcha(async () => captcha);
    form.open('42');
    fill(form);
    assert.equal(await form.submit(null), { kind: 'failed' });
    assert.is(form.globalError.value, TEXT.generic_error + suffix);
    assert.equal(sent, []);
    assert.equal(calls, ['token', 'reset']);
  }
});

test('captcha reset after a refused attempt too', async () => {
  const { form } = setup({
    answer: async () => ({
      errors: [{ message: 'validation', extensions: { validation: { recaptcha: ['Captcha failed'] } } }],
    }),
  });
  const { captcha, calls } = fakeCaptcha(async () => 'tok');
  form.useCaptcha(async () => captcha);
  form.open('42');
  fill(form);
  await form.submit(null);
  assert.is(form.globalError.value, 'Captcha failed');
  assert.equal(calls, ['token', 'reset']);
});

test('a robot check that cannot be had fails the attempt alone: readable error, text kept, made again on the next submit', async () => {
  const { form, sent, logged } = setup();
  let made = 0;
  let fail = true;
  const { captcha } = fakeCaptcha(async () => 'tok');
  form.useCaptcha(async () => {
    made++;
    if (fail) throw new Error('Failed to load Recaptcha');
    return captcha;
  });
  form.open('42');
  fill(form, 'Ann', 'Typed with care');
  form.warmCaptcha();
  await new Promise((resolve) => setTimeout(resolve));
  assert.is(made, 1, 'focusing the form starts the check');
  assert.ok(logged.some((line) => line.includes('robot check unavailable')));
  assert.equal(await form.submit(null), { kind: 'failed' });
  assert.is(made, 2, 'the submit tries again');
  assert.is(form.globalError.value, TEXT.captcha_unavailable);
  assert.is(form.comment.value, 'Typed with care');
  assert.is(form.status.value, 'error');
  assert.is(form.checking.value, false);
  assert.equal(sent, []);
  fail = false;
  assert.equal((await form.submit(null))!.kind, 'published');
  assert.is(made, 3);
  assert.is(sent[0]!.recaptcha, 'tok');
});

test('a check that needs no proof sends none; checking is true only while the submit waits for it', async () => {
  const { form, sent } = setup();
  let release!: (token: string) => void;
  const { captcha } = fakeCaptcha(() => new Promise<string>((resolve) => (release = resolve)));
  form.useCaptcha(async () => captcha);
  form.open('42');
  fill(form);
  const submitted = form.submit(null);
  await new Promise((resolve) => setTimeout(resolve));
  assert.is(form.checking.value, true);
  release('');
  await submitted;
  assert.is(form.checking.value, false);
  assert.is('recaptcha' in sent[0]!, false);
});

test.run();
