import type { ReactElement } from 'react';
import type { Graphql } from '../../api/graphql.ts';
import type { PartWords } from '../../i18n.ts';
import type { Announcer } from '../announcer.ts';

/** What the formatting help and preview use of their section (widgets/comments/formatting/formatting.tsx). */
export interface FormattingHost {
  locale: string;
  graphql: Graphql;
  announcer: Announcer;
  words: PartWords;
}

export interface FormattingParts {
  /** What may be typed, beside how it reads: a table. */
  Help(props: { id: string }): ReactElement;
  /** The text as it would be drawn, made by the server that will store it. */
  Preview(props: { id: string; text: string }): ReactElement;
}

/** Loads the formatting chunk, when the writer first asks for help or the preview. */
export type FormattingLoader = () => Promise<{ createFormatting(host: FormattingHost): FormattingParts }>;
