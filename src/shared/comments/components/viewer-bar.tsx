import { useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { SectionInteracting } from '../section/interacting.ts';
import type { SectionLanguage } from '../section/language.ts';
import type { SectionPlace } from '../section/place.ts';
import type { SectionReading } from '../section/reading.ts';
import type { SectionSaid } from '../section/said.ts';
import { ProblemHere, type SaidHereHost } from './said-here.tsx';

/** What the sign-in bar uses of its section. */
export type ViewerBarHost = Pick<SectionPlace, 'apiBase'> &
  Pick<SectionLanguage, 'lang'> &
  Pick<SectionSaid, 'announcer' | 'settle' | 'tell'> &
  Pick<SectionInteracting, 'interact' | 'interactions'> &
  Pick<SectionReading, 'viewerState'> &
  SaidHereHost;

/**
 * Sign in / sign out through the provider's popups:
 * one button whose label follows the viewer, so focus stays on the control
 * that replaced the other; its name says it opens a window. A blocked popup
 * leaves an inline message with a plain link to the same page, said through
 * the status region (the link's name says it opens a window too).
 */
export function ViewerBar({ widget }: { widget: ViewerBarHost }) {
  useSignals();
  const t = widget.t.value;
  const { viewer, blocked } = widget.viewerState;
  const said = widget.interactions.value?.t;
  const who = viewer.value;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shown = useRef(who);
  useEffect(() => {
    // Signed in or out since the last render: after the popup closes focus may be nowhere,
    // so bring it to the button that now stands here (never on first render: no stolen focus).
    if (shown.current !== who && document.activeElement === document.body) buttonRef.current?.focus();
    shown.current = who;
  }, [who]);
  const press = async () => {
    // Usually loaded already (the section fetches it when the pointer or focus comes in), so the
    // popup opens within the click; otherwise within the browser's few seconds of user activation.
    widget.settle('viewer');
    const actions = widget.interactions.peek() ?? (await widget.interact().catch(() => null));
    if (!actions) return widget.tell('viewer', t('generic_error'));
    actions.toggleSignIn();
    if (blocked.peek())
      widget.announcer.say(`${actions.t('popup_blocked')} ${actions.t('popup_link')}${t('new_window')}`);
  };
  return (
    <div className="pl-viewer">
      {/* Their account page (docs/self-hosting.md "Readers' data"): their data, and deleting the account. */}
      {who && (
        <a href={`${widget.apiBase}/comments/${widget.lang}/fetch/account`} target="accountob">
          {t('signed_in_as', { name: who.name })}
          <span className="pl-vh">{t('new_window')}</span>
        </a>
      )}
      <button ref={buttonRef} type="button" onClick={press}>
        {t(who ? 'sign_out' : 'sign_in')}
        <span className="pl-vh">{t('new_window')}</span>
      </button>
      {/* Only the votes' and sign-in code blocks a popup: its words come with it. */}
      {blocked.value && said && (
        <p>
          {said('popup_blocked')}{' '}
          <a
            href={widget.apiBase + blocked.value}
            target={who ? 'logoutob' : 'loginob'}
            onClick={() => widget.interactions.peek()?.followedLink()}
          >
            {said('popup_link')}
            <span className="pl-vh">{t('new_window')}</span>
          </a>
        </p>
      )}
      <ProblemHere widget={widget} at="viewer" />
    </div>
  );
}
