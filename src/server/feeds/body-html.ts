import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { BodyNode } from '../../shared/comments/body.ts';
import { CommentBody } from '../../shared/comments/components/comment-body.tsx';

/**
 * A formatted comment as HTML for a feed (`<content type="html">`): drawn by
 * the section's own component, so a feed reader gets the same allowlisted
 * elements a reader's page builds, every text escaped.
 */
export const bodyHtml = (body: BodyNode[]): string => renderToString(createElement(CommentBody, { body }));
