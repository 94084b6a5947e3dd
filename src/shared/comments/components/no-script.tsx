/**
 * A `<noscript>` holding what the server wrote for a reader without script
 * (NoScriptParts: links in place of "More" buttons, a plain form); the
 * client renders it empty. Hydration leaves its content as it is: an
 * element's `dangerouslySetInnerHTML` is not applied while hydrating, nor
 * again while it stays the same. React is told the difference is meant
 * (`suppressHydrationWarning`, on the empty client element only: the
 * server's has none; Preact sets none while hydrating, and writes it as a
 * harmless attribute on a section it draws afresh).
 */
export const NoScript = ({ html }: { html: string | undefined }) => (
  <noscript dangerouslySetInnerHTML={{ __html: html ?? '' }} suppressHydrationWarning={!html || undefined} />
);
