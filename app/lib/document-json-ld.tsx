import { createContext as createReactContext, use, useEffect, useRef } from "react";
import { createContext, type RouterContextProvider, useLocation } from "react-router";

/**
 * JSON-LD that only the server-rendered document carries (docs/benchmarks.md, "A document's first
 * round trip, page against floor"). Written by a route's `meta()` from its loader's data, the
 * structured data travelled twice in every first response: as the JSON-LD, and in React Router's
 * route data, which the browser needs only to hydrate the page (886 bytes of gzip on the room
 * list). A loader hands it to the document here instead; nothing of it reaches the browser's
 * JavaScript, and crawlers read the document as before.
 */
const documentJsonLdContext = createContext<object[] | null>(null);

/** Adds JSON-LD (an object, or an array written as one block) to this request's document. */
export function addDocumentJsonLd(context: Readonly<RouterContextProvider>, jsonLd: object): void {
  const blocks = context.get(documentJsonLdContext);
  if (blocks) blocks.push(jsonLd);
  else context.set(documentJsonLdContext, [jsonLd]);
}

/** What the loaders of a document request added, for entry.server.tsx. */
export function documentJsonLdOf(context: Readonly<RouterContextProvider>): object[] {
  return context.get(documentJsonLdContext) ?? [];
}

/** The blocks entry.server.tsx renders the document with; the browser never has any. */
export const DocumentJsonLdBlocks = createReactContext<object[]>([]);

/** JSON that cannot end its script element, as React Router's `<Meta>` escapes its JSON-LD. */
function scriptSafeJson(value: object): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The document's JSON-LD, one `<script type="application/ld+json">` per block, as the last
 * children of `<head>`. The browser renders none: React 19 leaves elements it did not render at
 * the end of `<head>` in place as it hydrates. They describe the page the document was for, so
 * they go at the first client navigation to another page.
 */
export function DocumentJsonLd() {
  const blocks = use(DocumentJsonLdBlocks);
  const { pathname } = useLocation();
  const documentPath = useRef(pathname);
  useEffect(() => {
    if (pathname === documentPath.current) return;
    for (const block of document.querySelectorAll("script[data-document-only]")) block.remove();
  }, [pathname]);
  return blocks.map((block, index) => (
    <script
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are rendered once, on the server, in this order.
      key={index}
      type="application/ld+json"
      // What the browser removes once the visitor has left the page (above).
      data-document-only=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON the loaders built, escaped so that it cannot end the element.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(block) }}
    />
  ));
}
