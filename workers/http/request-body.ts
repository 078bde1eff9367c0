/**
 * Reading request bodies safely, for the API's guards and the page actions alike: a byte cap that
 * holds whether or not a Content-Length was sent (a chunked body is cut off as soon as it passes
 * the cap, never read whole), and the media types each reader accepts.
 */

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const WEB_FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const NOT_JSON_MESSAGE = "Send the request body as JSON (Content-Type: application/json).";
export const INVALID_JSON_MESSAGE = "The request body is not valid JSON.";
const NOT_A_WEB_FORM_MESSAGE = "Send the form as a web form (application/x-www-form-urlencoded or multipart/form-data).";
const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please try again.";
export const tooLargeMessage = (bytes: number) => `The request body is larger than ${bytes} bytes.`;

/** The media type of a Content-Type header, lower-cased, without parameters ('' when absent). */
function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export const isJsonMediaType = (contentType: string | null | undefined) => JSON_MEDIA_TYPE.test(mediaTypeOf(contentType));
const isWebFormMediaType = (contentType: string | null | undefined) => WEB_FORM_MEDIA_TYPES.has(mediaTypeOf(contentType));

/** The body's bytes, or null once it is longer than `limit` (reading stops there). */
async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export type BodyFormat = "json" | "web-form";
export type ReadBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * The body as a value: parsed JSON, or a web form's text fields as an object (files ignored).
 * Refusals: 413 over the cap, 415 for another media type, 400 for a body that cannot be parsed.
 */
export async function readBody(
  request: Request,
  { format, limit, tooLarge = tooLargeMessage(limit) }: { format: BodyFormat; limit: number; tooLarge?: string },
): Promise<ReadBody> {
  // Size, then type, then the bytes: the two header checks cost nothing; the read stops at the cap.
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) return { ok: false, status: 413, error: tooLarge };
  const contentType = request.headers.get("Content-Type");
  if (format === "json" ? !isJsonMediaType(contentType) : !isWebFormMediaType(contentType)) {
    return { ok: false, status: 415, error: format === "json" ? NOT_JSON_MESSAGE : NOT_A_WEB_FORM_MESSAGE };
  }
  const bytes = await readBodyCapped(request, limit);
  if (bytes === null) return { ok: false, status: 413, error: tooLarge };
  if (format === "json") {
    try {
      return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
    } catch {
      return { ok: false, status: 400, error: INVALID_JSON_MESSAGE };
    }
  }
  try {
    const form = await new Response(bytes, { headers: { "Content-Type": contentType ?? "" } }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
    return { ok: true, value: fields };
  } catch {
    return { ok: false, status: 400, error: UNREADABLE_FORM_MESSAGE };
  }
}
