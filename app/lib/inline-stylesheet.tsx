import { createContext, useContext } from "react";
import stylesheetUrl from "~/app.css?url";

/**
 * The site's one stylesheet, inlined into the document by the server: a phone paints the page from
 * the first response instead of waiting one more round trip for a render-blocking file. The server
 * entry provides the text and this response's CSP nonce; the browser never needs either again,
 * because client-side navigations keep the document and its <style>.
 */
export type InlineStylesheet = { css: string; nonce: string | undefined };

export const InlineStylesheetContext = createContext<InlineStylesheet | null>(null);

/**
 * React keys hoisted styles by href; the client finds the server's element by it and keeps it. The
 * href is the built stylesheet's own URL: the Worker cuts each document's copy down to the rules it
 * uses (workers/html/page-stylesheet.ts), and the browser loads the whole file before hydrating.
 */
const INLINE_STYLESHEET_HREF = stylesheetUrl;

export function InlineStyle() {
  const stylesheet = useContext(InlineStylesheetContext);
  return (
    <style href={INLINE_STYLESHEET_HREF} precedence="default" nonce={stylesheet?.nonce}>
      {stylesheet?.css ?? ""}
    </style>
  );
}

/** A script of the site's own, inlined with this response's CSP nonce (the browser runs it once). */
export function InlineScript({ code }: { code: string }) {
  const stylesheet = useContext(InlineStylesheetContext);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own constant code, never visitor data; as a child React would escape its quotes
    <script nonce={stylesheet?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
  );
}
