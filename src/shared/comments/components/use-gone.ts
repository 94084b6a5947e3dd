import { useEffect, useState } from 'react';
import { nextTask } from '../../next-task.ts';
import type { CommentItem } from '../comments-store.ts';

/**
 * Threads taken out of the document per task: about 40 comments, each slice well under 50 ms on a phone (a thread's
 * first page of replies is a few; one of hundreds loaded is a slice of its own).
 */
const GONE = 10;

/** The list a sort replaced, on its way out: its element's key and the threads still in it. */
export interface GoneList {
  key: number;
  threads: CommentItem[];
}

/** What keeps a list a sort replaces in its element. */
export interface Keeping {
  /** A reply form or an editor is open: the list keeps its element, and a thread listed again what is typed in it. */
  busy: boolean;
  /** Focus is in one of its threads: a short list keeps its element, and a thread listed again the focus in it. */
  focused: boolean;
}

/** The lists shown, kept from render to render: the list element's key, and the list on its way out. */
export interface GoneLists {
  /** The list element's key and the list on its way out, once `listing` lists `threads`. */
  at(listing: number, threads: CommentItem[], long: number, keeping: Keeping): { key: number; gone: GoneList | null };
  /** The threads drawn in the list now (those a sort puts out), and whether more of it are still to draw. */
  drew(shown: CommentItem[], drawing: boolean): void;
  /** The list on its way out, when a slice of it may leave: not while the list shown still draws. */
  leaving(): GoneList | null;
  /** Takes the last GONE threads of `of` if it is still the list on its way out; the list goes once empty. */
  slice(of: GoneList): void;
}

export function goneLists(listing: number): GoneLists {
  let was = listing;
  let before: CommentItem[] = [];
  let key = listing;
  let gone: GoneList | null = null;
  let drawing = false;
  return {
    at(listing, threads, long, keeping) {
      if (was !== listing) {
        // A list still on its way out goes on leaving when a short one (a sort's first page) is replaced, and goes at
        // once only when a long one takes its place on the way out: a reader who read more than `long` threads of
        // the new order before the old list had left, which one element on its way out keeps rare and simple.
        const putOut = before.length > long && !keeping.busy;
        if (putOut) gone = { key, threads: before };
        // A list that replaced one drawn, where nothing of the old must stay, is a new element, drawn a slice per
        // task (use-slices.ts): diffed into the old one, a page of threads made and taken apart at once held the
        // page for a quarter of a second on a phone.
        if (putOut || (before.length && !keeping.busy && !keeping.focused)) key = listing;
        was = listing;
      }
      if (gone) {
        // A thread listed again (the new list's, a page of more) is the new list's alone: never twice in the page,
        // though the new list may draw it only a few tasks later.
        const staying = new Set(threads.map((thread) => thread.id));
        const left = gone.threads.filter((thread) => !staying.has(thread.id));
        if (left.length < gone.threads.length) gone = left.length ? { key: gone.key, threads: left } : null;
      }
      return { key, gone };
    },
    drew(shown, more) {
      before = shown;
      drawing = more;
    },
    // A slice leaving restyles the whole hidden list (about 25 ms on a phone, however many threads leave), and the new
    // list's slices lay themselves out: in the same frames, each went over 50 ms.
    leaving: () => (drawing ? null : gone),
    slice(of) {
      const threads = of.threads.slice(0, -GONE);
      if (gone === of) gone = threads.length ? { key: of.key, threads } : null;
    },
  };
}

/** The list shown and the list on its way out, once the section has drawn the threads it draws (`drew`). */
export interface ListsShown extends Pick<GoneLists, 'drew'> {
  key: number;
  gone: GoneList | null;
}

/**
 * The threads a new list (a sort) put out of a long list (more than `long` threads were shown), taken out of the
 * document a slice per task (docs/self-hosting.md "At scale: a million comments"). Removed at once, the threads of
 * a reader who had loaded 2,000 comments held the page for most of a second, as the browser took apart the boxes of
 * some 50,000 elements; hidden in one piece (`pl-gone`, live.css: not drawn, heard, found or focused, and given no
 * room), their boxes stay as they are until each slice goes, once the new list is drawn. The list keeps its element
 * and its place: the new list is a new element after it (`key`), so nothing laid out moves. A short list a sort
 * replaced goes at once (a list still on its way out goes on leaving), and its new list is a new element too, drawn a
 * slice per task (use-slices.ts). A list with a form or an editor open, or a short one with focus in a thread, keeps
 * its element instead and goes at once: its thread, if listed again, keeps its element, what is typed in it and the
 * focus.
 */
export function useGone(listing: number, threads: CommentItem[], long: number, keeping: Keeping): ListsShown {
  const [lists] = useState(() => goneLists(listing));
  const [, rendered] = useState(0);
  const now = lists.at(listing, threads, long, keeping);
  // After every render, once the section has drawn what it draws: a slice leaves a task later, unless a render comes
  // first (a slice of the list shown, or of this one), which sees again whether one may.
  useEffect(() => {
    const leaving = lists.leaving();
    return leaving
      ? nextTask(() => {
          lists.slice(leaving);
          rendered((n) => n + 1);
        })
      : undefined;
  });
  return { ...now, drew: lists.drew };
}
