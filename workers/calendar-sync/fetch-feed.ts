import { feedUrlProblem } from "./feed-url";

/**
 * One fetch of a channel's feed: conditional on the validators of the last good answer
 * (If-None-Match / If-Modified-Since; 304 means unchanged), bounded in time and size, under the
 * site's own User-Agent (Airbnb has refused library defaults), following at most a few redirects
 * and holding each hop to the same URL rule. Errors name what went wrong, never the URL.
 */

export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FeedFetchOptions = {
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  workerOnLoopback: boolean;
};

export type FeedFetch =
  | { kind: "unchanged" }
  | { kind: "calendar"; text: string; validators: FeedValidators }
  | { kind: "failed"; error: string };

const MAX_REDIRECTS = 3;

export async function fetchFeed(url: string, validators: FeedValidators, options: FeedFetchOptions): Promise<FeedFetch> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let target = url;
    for (let hop = 0; ; hop++) {
      const problem = feedUrlProblem(target, options.workerOnLoopback);
      if (problem) return { kind: "failed", error: hop === 0 ? problem : `redirected: ${problem}` };
      const headers = new Headers({ "User-Agent": options.userAgent, Accept: "text/calendar, text/plain;q=0.8, */*;q=0.1" });
      if (validators.etag) headers.set("If-None-Match", validators.etag);
      if (validators.lastModified) headers.set("If-Modified-Since", validators.lastModified);
      const response = await fetch(target, { headers, redirect: "manual", signal: controller.signal });
      if ([301, 302, 303, 307, 308].includes(response.status)) {
        await response.body?.cancel();
        const location = response.headers.get("Location");
        if (!location || hop >= MAX_REDIRECTS) return { kind: "failed", error: `HTTP ${response.status}: too many or broken redirects` };
        target = new URL(location, target).toString();
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { kind: "unchanged" };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { kind: "failed", error: `HTTP ${response.status}` };
      }
      const text = await readCapped(response, options.maxBytes);
      if (text === null) return { kind: "failed", error: `the answer is larger than ${Math.round(options.maxBytes / 1024)} KB` };
      return {
        kind: "calendar",
        text,
        validators: { etag: response.headers.get("ETag"), lastModified: response.headers.get("Last-Modified") },
      };
    }
  } catch (error) {
    if (controller.signal.aborted) return { kind: "failed", error: `no answer within ${Math.round(options.timeoutMs / 100) / 10} s` };
    // The runtime's message may quote the address it could not reach: only the kind of failure is kept.
    return { kind: "failed", error: `network error (${error instanceof Error ? error.name : "unknown"})` };
  } finally {
    clearTimeout(timer);
  }
}

/** The body as UTF-8 text, or null once it passes `maxBytes` (the rest is never read). */
async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
