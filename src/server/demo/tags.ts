/**
 * The demo blog's tags, for the home page's tags carousel and dropdown. A
 * fixed list for now: tags in the store (with a page per tag) can replace it
 * without touching the pages' markup. Links go to the home page filtered by
 * tag (`/?tag=…`), so every one leads somewhere real.
 */
export interface DemoTag {
  slug: string;
  name: string;
}

export const DEMO_TAGS: DemoTag[] = [
  { slug: 'walking', name: 'Walking' },
  { slug: 'baking', name: 'Baking' },
  { slug: 'photography', name: 'Photography' },
  { slug: 'night-sky', name: 'Night sky' },
  { slug: 'repairs', name: 'Repairs' },
  { slug: 'audio', name: 'Audio' },
  { slug: 'gardening', name: 'Gardening' },
  { slug: 'seeds', name: 'Seeds' },
];

export const tagUrl = (tag: DemoTag): string => `/?tag=${encodeURIComponent(tag.slug)}`;
