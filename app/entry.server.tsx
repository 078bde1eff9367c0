import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonceContext } from "~/worker-context";
import { DocumentJsonLdBlocks, documentJsonLdOf } from "~/lib/document-json-ld";
import { InlineStylesheetContext } from "~/lib/inline-stylesheet";
import siteCss from "./app.css?inline";
import fallbackFonts from "./fallback-fonts.css?inline";

/** What each document inlines: the tuned local serifs, then the site's stylesheet. */
const css = fallbackFonts + siteCss;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let shellRendered = false;
  // The Worker entry sends this nonce in the Content-Security-Policy header; every inline and
  // module script React Router renders carries it, and nothing else may run.
  const nonce = loadContext.get(cspNonceContext);

  const body = await renderToReadableStream(
    <InlineStylesheetContext value={{ css, nonce }}>
      {/* The page's structured data, in the document only (app/lib/document-json-ld.tsx). */}
      <DocumentJsonLdBlocks value={documentJsonLdOf(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentJsonLdBlocks>
    </InlineStylesheetContext>,
    {
      // The inlined stylesheet is a hoisted <style>: React stamps it with the style nonce.
      nonce: nonce ? { script: nonce, style: nonce } : undefined,
      // Past this many bytes React writes a large Suspense boundary, even a ready one, after the
      // page, so that a stream paints sooner; written whole (below), it gains nothing from that.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: request.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell reject and are logged by React Router; log the streamed ones here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Every document is written whole, each Suspense boundary in place (a lazy component's code
  // loads on an isolate's first render): the Worker reads the whole document before sending it
  // anyway (workers/html/page-stylesheet.ts), crawlers index all of it, and a boundary written
  // after the page would need a script and a frame to be moved into place.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
