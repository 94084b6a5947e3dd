/**
 * A `<noscript>` holding what the server wrote for a reader without script
 * (NoScriptParts: links in place of "More" buttons, a plain form); the
 * client renders it empty. Hydration leaves its content as it is: an
 * element's `dangerouslySetInnerHTML` is not applied while hydrating, nor
 * again while it stays the same. React is told the difference is meant
 * (Preact sets no attribute while hydrating, and the server's has none).
 */
export const NoScript = ({ html }: { html: string | undefined }) => <noscript dangerouslySetInnerHTML={{ __html: html ?? '' }} suppressHydrationWarning={!html || undefined} />;
