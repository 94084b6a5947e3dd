import { useState } from 'react';
import type { CommentUser } from '../../api/types.ts';
import { avatarColour, avatarLetter } from '../../ui/avatar.ts';
import { httpUrl } from '../../ui/safe-url.ts';

/** Stands for the page's own origin while an address is checked: the server has no page to resolve against. */
const PAGE = 'https://page.invalid';

/**
 * The avatar's address, http(s) only. The API may name its own avatars by
 * path (the demo's do): they live where the API does, and stay a path, so
 * the server's markup and the page's are the same.
 */
export function avatarSrc(avatar: string | null | undefined, apiBase: string): string | null {
  const src = httpUrl(avatar, new URL(`${apiBase}/`, PAGE).href);
  return src?.startsWith(`${PAGE}/`) ? src.slice(PAGE.length) : src;
}

/**
 * The picture beside a comment: the avatar as a
 * decorative `<img alt="">` (the name is right beside it); without one, or
 * when it fails to load, a coloured circle with the name's first letter;
 * with no name at all, a person icon. All hidden from assistive technology.
 */
export function Avatar({ user, apiBase }: { user: CommentUser; apiBase: string }) {
  const [broken, setBroken] = useState(false);
  const src = avatarSrc(user.avatar, apiBase);
  const name = user.name.trim();
  if (src && !broken)
    return (
      <img
        className="pl-avatar"
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  if (!name)
    return (
      <svg className="pl-avatar" aria-hidden="true" viewBox="-4 -4 32 32">
        <path
          d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z"
          fill="currentColor"
        />
      </svg>
    );
  return (
    <span className="pl-avatar" aria-hidden="true" style={{ background: avatarColour(name) }}>
      {avatarLetter(name)}
    </span>
  );
}
