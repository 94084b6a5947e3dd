import { useEffect, useState } from 'react';
import { systemTimer } from '../../../shared/timer.ts';
import type { BodyNode } from '../../../shared/comments/body.ts';
import { CommentBody } from '../../../shared/comments/components/comment-body.tsx';
import { addStyle } from '../../../shared/ui/style.ts';
import css from './formatting.css';
import { words } from './messages/en.ts';
import type { FormattingHost, FormattingParts } from '../../../shared/comments/chunks/formatting.ts';
import { logWarning } from '../../../shared/report.ts';

export const COMMENT_PREVIEW = `query commentPreview($comment: String!, $locale: Locale!) { commentPreview(comment: $comment, locale: $locale) }`;

// After the reader stops typing: one request a pause, not one a key.
const PREVIEW_PAUSE_MS = 400;

/**
 * Formatting help and the preview (docs/embedding.md "Formatting"), in a chunk of their
 * own that loads when the reader first asks for either. The preview asks the
 * server (`commentPreview`), so it shows exactly what the comment will be,
 * and no Markdown parser ever comes to the page.
 */
export function createFormatting(host: FormattingHost): FormattingParts {
  const t = host.words('formatting', words);
  addStyle(document, 'porchlight-comments-formatting-css', css);

  function Help({ id }: { id: string }) {
    const examples: [typed: string, drawn: BodyNode[]][] = [
      [`*${t('emphasis')}*`, [['em', t('emphasis')]]],
      [`**${t('strong')}**`, [['strong', t('strong')]]],
      [`\`${t('code')}\``, [['code', t('code')]]],
      [`\`\`\`\n${t('code_block')}\n\`\`\``, [['pre', ['code', t('code_block')]]]],
      [`> ${t('quote')}`, [['blockquote', t('quote')]]],
      [`- ${t('item')}\n- ${t('item')}`, [['ul', ['li', t('item')], ['li', t('item')]]]],
      [`1. ${t('item')}\n2. ${t('item')}`, [['ol', ['li', t('item')], ['li', t('item')]]]],
      [`[${t('link_words')}](https://example.com)`, [['a', { href: 'https://example.com' }, t('link_words')]]],
    ];
    return (
      <div id={id} className="pl-format-help">
        <table>
          <caption>{t('help_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('you_type')}</th>
              <th scope="col">{t('readers_see')}</th>
            </tr>
          </thead>
          <tbody>
            {examples.map(([typed, drawn]) => (
              <tr key={typed}>
                <td>
                  <code>{typed}</code>
                </td>
                <td>
                  <CommentBody body={drawn} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('new_paragraph')}</p>
        <p>{t('as_typed')}</p>
      </div>
    );
  }

  type Shown = { body: BodyNode[] } | { failed: string } | null;

  function Preview({ id, text }: { id: string; text: string }) {
    const [shown, show] = useState<Shown>(null);
    useEffect(() => {
      let current = true;
      // The first preview at once; later ones once the reader pauses.
      const cancel = systemTimer.after(shown ? PREVIEW_PAUSE_MS : 0, async () => {
        let next: Shown;
        try {
          const { data, errors } = await host.graphql<{ commentPreview: BodyNode[] }>(COMMENT_PREVIEW, {
            comment: text,
            locale: host.locale,
          });
          next = data ? { body: data.commentPreview } : { failed: errors?.[0]?.message ?? t('preview_failed') };
        } catch (error) {
          logWarning('no preview:', error);
          next = { failed: t('preview_failed') };
        }
        if (!current) return;
        show(next);
        // A failure is heard once: the same one again, as the writer types on, is not read out over their typing.
        const before = shown && 'failed' in shown ? shown.failed : null;
        if ('failed' in next && next.failed !== before) host.announcer.say(next.failed);
      });
      return () => {
        current = false;
        cancel();
      };
      // eslint-disable-next-line react/exhaustive-deps
    }, [text]);
    return (
      // A region named "Preview": found among the page's landmarks, and told apart from the comments themselves. Its
      // visible label names it and is not read again inside it.
      <section id={id} className="pl-preview" aria-labelledby={`${id}-label`}>
        <p id={`${id}-label`} className="pl-note" aria-hidden="true">
          {t('preview_label')}
        </p>
        {!shown ? (
          <p>{t('previewing')}</p>
        ) : 'failed' in shown ? (
          <p className="pl-flag">{shown.failed}</p>
        ) : shown.body.length ? (
          <CommentBody body={shown.body} />
        ) : (
          <p>{t('nothing')}</p>
        )}
      </section>
    );
  }

  return { Help, Preview };
}
