import { renderToString } from 'react-dom/server';
import { all as formWords } from './comments/form/messages/locales.ts';
import { all as sectionWords } from './comments/messages/locales.ts';
import { all as noScriptOnly } from './no-script/messages/locales.ts';
import { translators, type Catalogue } from './i18n.ts';
import { LOCALES, resolveLocale } from './locale.ts';
import type { ReaderPage } from './comments/options.ts';
import { orderNamed, PAGE_PARAMS } from './comments/reader-page.ts';
import type { NoScriptParts } from './comments/widget.ts';

/** The section's words, the form's and what only a reader without script reads (no-script/messages/), in one. */
const words = translators(
  Object.fromEntries(
    LOCALES.map((locale) => [locale, { ...sectionWords[locale], ...formWords[locale], ...noScriptOnly[locale] }]),
  ) as Catalogue<(typeof sectionWords)['en'] & (typeof formWords)['en'] & (typeof noScriptOnly)['en']>,
);

/** The words of the no-script parts, in the section's language. */
export const noScriptWords = (locale: string) => words[resolveLocale(locale, undefined)];

/** What a reader typed into the plain form, given back with what is wrong when it was refused. */
type PlainField = 'name' | 'email' | 'website' | 'comment';

export interface PlainFormState {
  values?: Partial<Record<PlainField, string>>;
  /** Each field's messages, as the server's validation said them, by the API's key (`user.name`, `comment`). */
  errors?: Record<string, string[]>;
}

/** The API's validation key for each of the plain form's fields. */
const API_KEYS: Record<PlainField, string> = {
  name: 'user.name',
  email: 'user.email',
  website: 'user.website',
  comment: 'comment',
};

export interface PlainFormOptions extends PlainFormState {
  postId: string;
  locale: string;
  /** Where the API lives (`apiBase`): the form posts to `{apiBase}/comments/post`. */
  apiBase: string;
  /** Prefix of the fields' ids: unique on the page. */
  idBase: string;
  /** The page to go back to, when the form is not on it (the page that says what to correct). */
  back?: string;
}

/**
 * The comment form as plain HTML (issue "Without JavaScript"): posted to
 * `/comments/post` with no script at all. No robot check can run without
 * script, so the server holds every such comment for moderation, and the
 * form says so before the reader writes.
 */
export function PlainForm({ postId, locale, apiBase, idBase, back, values = {}, errors = {} }: PlainFormOptions) {
  const t = noScriptWords(locale);
  const idOf = (name: PlainField) => `${idBase}-${name}`;
  const errorsOf = (name: PlainField) => errors[API_KEYS[name]] ?? [];
  // A field that was refused says so itself (aria-invalid) and is described by why, written under it.
  const refused = (name: PlainField) =>
    errorsOf(name).length ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(name)}-error` } : {};
  const why = (name: PlainField) =>
    errorsOf(name).length > 0 && (
      <span id={`${idOf(name)}-error`} className="pl-error">
        {errorsOf(name).join(' ')}
      </span>
    );
  // Messages with no field of this form (none is expected) are listed all the same, without a link.
  const fields = Object.keys(API_KEYS) as PlainField[];
  const elsewhere = Object.entries(errors)
    .filter(([key]) => !fields.some((name) => API_KEYS[name] === key))
    .flatMap(([, messages]) => messages);
  const field = (
    name: Exclude<PlainField, 'comment'>,
    label: string,
    type: string,
    autoComplete: string,
    required = false,
  ) => (
    <p className="pl-field">
      <label htmlFor={idOf(name)}>
        {label}
        {required && t('required_mark')}
      </label>
      <input
        id={idOf(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={values[name] ?? ''}
        {...refused(name)}
      />
      {why(name)}
    </p>
  );
  return (
    <form method="post" action={`${apiBase}/comments/post`} className="pl-form">
      <input type="hidden" name="postID" value={postId} />
      <input type="hidden" name="locale" value={locale} />
      {back && <input type="hidden" name="back" value={back} />}
      <fieldset>
        <legend>{t('add_comment')}</legend>
        <p className="pl-note">{t('held')}</p>
        {/* What to correct, each message a link to its field, so a reader goes straight there. */}
        {Object.keys(errors).length > 0 && (
          <div className="pl-alert">
            <p>{t('post_failed')}</p>
            <ul>
              {fields.flatMap((name) =>
                errorsOf(name).map((error) => (
                  <li key={`${name}${error}`}>
                    <a href={`#${idOf(name)}`}>{error}</a>
                  </li>
                )),
              )}
              {elsewhere.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        )}
        {field('name', t('name'), 'text', 'name', true)}
        {field('email', t('email'), 'email', 'email')}
        {field('website', t('website'), 'url', 'url')}
        <p className="pl-field">
          <label htmlFor={`${idBase}-comment`}>
            {t('comment')}
            {t('required_mark')}
          </label>
          <textarea
            id={idOf('comment')}
            name="comment"
            rows={4}
            required
            defaultValue={values.comment ?? ''}
            {...refused('comment')}
          />
          {why('comment')}
        </p>
        <button type="submit">{t('submit')}</button>
      </fieldset>
    </form>
  );
}

/**
 * Without script the buttons do nothing: they are hidden, and the links and
 * the form the `<noscript>` elements hold stand in. The form's own look
 * comes with its code otherwise, so it is here too, small.
 */
export const NO_SCRIPT_STYLE =
  '.pl-comments button[type=button]{display:none}.pl-form fieldset{border:0;margin:0;padding:0}.pl-field{display:grid;gap:.2rem}.pl-field input,.pl-field textarea{width:100%;padding:.4rem}.pl-error,.pl-alert{color:var(--porchlight-error,light-dark(#b3261e,#ffb4ab));font-weight:700}.pl-alert a{display:inline-block;min-height:24px}';

export interface NoScriptOptions {
  postId: string;
  locale: string;
  apiBase: string;
  /** The section's id prefix: its heading is `{uid}-heading`. */
  uid: string;
  page: ReaderPage;
  /** Where the next page of comments starts; null when there is none. */
  cursor: string | null;
  /** The name heard in a thread's "More replies" link. */
  nameOf(threadId: string): string;
}

/** The page's own query (`others`) with these parameters set. */
const query = (others: string | undefined, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(others);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, value);
  return `?${search.toString()}`;
};

/** The no-script parts of one rendered section (NoScriptParts). Links are relative to the page: its path and query, with theirs set. */
export function noScriptParts(options: NoScriptOptions): NoScriptParts {
  const t = noScriptWords(options.locale);
  const link = (href: string, label: string, context = '') =>
    renderToString(
      <a href={href} className="pl-more">
        {label}
        {context && <span className="pl-vh">{context}</span>}
      </a>,
    );
  return {
    head: `<style>${NO_SCRIPT_STYLE}</style>`,
    form: renderPlainForm({
      postId: options.postId,
      locale: options.locale,
      apiBase: options.apiBase,
      idBase: `${options.uid}-plain`,
    }),
    // The order goes with the cursor (which carries it too), so the sort form still shows it on the next page.
    moreComments:
      options.cursor === null
        ? ''
        : link(
            `${query(options.page.others, { [PAGE_PARAMS.after]: options.cursor, [PAGE_PARAMS.order]: options.page.order })}#${options.uid}-heading`,
            t('more_comments'),
          ),
    // The sort form, sent by GET, replaces the address's query: the page's own parameters go with it.
    sortFields: renderToString(
      <>
        {[...new URLSearchParams(options.page.others)].map(([name, value], at) => (
          <input key={at} type="hidden" name={name} value={value} />
        ))}
      </>,
    ),
    moreReplies: (threadId) =>
      link(
        `${query(options.page.others, { [PAGE_PARAMS.after]: options.page.after, [PAGE_PARAMS.order]: options.page.order, [PAGE_PARAMS.thread]: threadId })}#ob-comment-${threadId}`,
        t('more_replies'),
        t('reply_to', { name: options.nameOf(threadId) }),
      ),
  };
}

/** The plain form as HTML: in a section's `<noscript>`, and again on the page that says what to correct. */
export const renderPlainForm = (options: PlainFormOptions): string => renderToString(<PlainForm {...options} />);

/**
 * The reader's page from the page's query (`URLSearchParams`, or a parsed
 * query object): what a link without script asked for, and the page's other
 * parameters, which the links keep.
 */
export function readerPage(query: URLSearchParams | Record<string, unknown>): ReaderPage {
  const search = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (!(query instanceof URLSearchParams))
    for (const [name, value] of Object.entries(query))
      for (const one of [value].flat()) if (typeof one === 'string') search.append(name, one);
  const get = (name: string) => search.get(name) || undefined;
  const page = {
    after: get(PAGE_PARAMS.after),
    thread: get(PAGE_PARAMS.thread),
    order: orderNamed(get(PAGE_PARAMS.order)),
  };
  for (const name of Object.values(PAGE_PARAMS)) search.delete(name);
  return { ...page, others: search.toString() || undefined };
}
