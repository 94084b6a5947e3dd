import type { ReactElement } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { CookieJar } from '../../../adapters/cookies.ts';
import type { Storage } from '../../../adapters/storage.ts';
import type { KeyOf, Translate } from '../../i18n.ts';
import type { Announcer } from '../announcer.ts';
import type { CommentItem } from '../comments-store.ts';
import type { words as sectionWords } from '../messages/en.ts';
import type { ViewerState } from '../viewer-state.ts';
import type { VoteStates } from '../vote-states.ts';
import type { InteractionEffects } from './effects.ts';
import type { FormHost, SectionForm } from './form.ts';
import type { AuthorItems, ModerationLoader, ModerationPanelHost } from './moderation.ts';
import type { OwnEditorHost, OwnEditorLoader } from './own-editor.ts';

/** What a vote reads of its comment: the votes alone (widgets/comments/votes-island.tsx) know nothing else of it. */
export type VoteItem = Pick<CommentItem, 'id' | 'popularity'>;

/** Open on its first item, on its last (opened with Up), or closed. */
export type MenuOpen = 'first' | 'last' | false;

/** How a writer changes their own comment: its text, whether it stays, the author's removal, or held back for moderation. */
export type ChangeMode = 'edit' | 'delete' | 'remove' | 'held';

/** The words of the votes' code that the section's parts show (its messages/en.ts has each). */
export type InteractiveWordKey =
  | 'edit'
  | 'delete'
  | 'your_data'
  | 'copy_link'
  | 'link_copied'
  | 'link_not_copied'
  | 'signed_out'
  | 'popup_blocked'
  | 'popup_link';

/**
 * What the section's parts use of the votes' and sign-in code once it came
 * (widgets/comments/interactive/interactions.ts makes it, and says more).
 */
export interface SectionInteractions {
  votes: { vote(comment: VoteItem, action: 'like' | 'dislike'): Promise<boolean> };
  /** The viewer bar's button: sign in, or sign out. */
  toggleSignIn(): void;
  /** The reader followed the blocked popup's link by hand. */
  followedLink(): void;
  /** Stops listening for the sign-in callback. */
  off(): void;
  /** The workings of a comment's menu, drawn beside its button. */
  MenuParts(props: MenuPartsProps): ReactElement | null;
  /** Editing and deleting one's own comment. */
  own: {
    /** Whether this reader may still change the comment (written here, its window open). */
    mayChange(id: string): boolean;
    /** Whether this browser keeps the comment's key, for its writer's data (docs/self-hosting.md "Readers' data"). */
    keyed(id: string): boolean;
    /** Opens the writer's data page, in a window of its own, with the keys this browser keeps; chosen from `id`'s menu. */
    data(id: string): void;
    /** The comment its writer is changing, once the editor's code is there. */
    changing: ReadonlySignal<{ id: string } | null>;
    /** Opens the editor, or the question whether to delete, in place of the comment's text (its code loads first). */
    start(id: string, mode: ChangeMode): Promise<void>;
    /** The comment's text, or, while its writer changes it, the editor or the question. */
    Text(props: { item: CommentItem }): ReactElement;
  };
  /** Moderation in place, for the blog's signed-in author (nothing for anyone else). */
  Moderation(): ReactElement | null;
  /** The blog's author's items in a comment's menu (pin, unpin); none for anyone else. */
  authorItems: AuthorItems;
  /** The words of this code that the reading path never shows (the menu's items, a sign-out heard). */
  t: Translate<InteractiveWordKey>;
}

/** What a comment's menu uses of its section (widgets/comments/interactive/menu/menu-parts.tsx). */
export interface MenuPartsHost {
  announcer: Announcer;
  copyLink(commentId: string): Promise<{ url: string; copied: boolean }>;
  /** The section's words: "(opens a new window)" after an item that does. */
  t: ReadonlySignal<Translate<'new_window'>>;
  /** Where Edit and Delete come from, once the votes' code is there. */
  interactions: ReadonlySignal<Pick<SectionInteractions, 'own' | 'authorItems' | 't'> | null>;
}

/** The menu's workings, drawn beside its button (components/comment-menu.tsx). */
export interface MenuPartsProps {
  widget: MenuPartsHost;
  commentId: string;
  open: MenuOpen;
  /** How many times the menu was opened: what an action said lasts until the next opening. */
  opened: number;
  menuId: string;
  buttonId: string;
  /** Closes the menu; `refocus`: focus goes back to its button (Escape, an item chosen, Tab). */
  close(refocus: boolean): void;
}

/**
 * What the votes and sign-in need of their section (widgets/comments/interactive/interactions.ts), with what
 * editing one's own comment and moderation need of it, since they come with them.
 */
export interface InteractionsHost
  extends Omit<OwnEditorHost, 'comments' | 'own' | 'stop' | 'hold' | 't'>, Omit<ModerationPanelHost, 'comments'> {
  comments: OwnEditorHost['comments'] & ModerationPanelHost['comments'];
  env: { cookies: CookieJar; ownEditor: OwnEditorLoader; moderation: ModerationLoader };
  apiBase: string;
  viewerState: ViewerState;
  voteStates: VoteStates;
  t: ReadonlySignal<Translate<KeyOf<typeof sectionWords>>>;
  /** The open form, if its code came: it lets go of, or takes, the account's name and email. */
  form: ReadonlySignal<{ store: { reloadIdentity(): void } } | null>;
  /** Shows a failure where the reader acted (a comment's menu, the viewer bar), and says it once. */
  tell(at: string, text: string): void;
  settle(at: string): void;
}

/** The chunk of the form, votes and sign-in (widgets/comments/interactive/interactive.ts), as the section calls it. */
export interface InteractiveModule {
  createForm(widget: FormHost, storage: Storage): SectionForm;
  createInteractions(widget: InteractionsHost, effects: InteractionEffects): SectionInteractions;
}
