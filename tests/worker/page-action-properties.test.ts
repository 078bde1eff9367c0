import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT_BYTES } from "~/domain/forms/form-schemas";
import { garbage, leaksInternals, rowCounts, send, streamOf, wrongContentType } from "./api-fuzz";

/**
 * The contact page's no-JavaScript action with random and malformed posts: whatever arrives (any
 * content type, broken multipart, huge or streamed bodies, odd fields), the answer is never a 5xx,
 * never leaks internals, is not stored by any cache, and a refusal stores nothing.
 */

const fieldValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom("", " ", "Lena", "lena@example.com", "not-an-email", "x".repeat(6000), "<script>alert(1)</script>", "\u0000", "é🙂"),
);
const fields = fc.dictionary(fc.constantFrom("name", "email", "message", "_gotcha", "extra", "name[]", ""), fieldValue, { maxKeys: 6 });

function multipart(entries: Record<string, string>, boundary: string): string {
  const parts = Object.entries(entries).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

type PagePost = { contentType?: string | undefined; body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> };

const pagePosts: fc.Arbitrary<PagePost> = fc.oneof(
  {
    weight: 4,
    arbitrary: fields.map((f) => ({ contentType: "application/x-www-form-urlencoded", body: new URLSearchParams(f).toString() })),
  },
  { weight: 2, arbitrary: fields.map((f) => ({ contentType: "multipart/form-data; boundary=kv", body: multipart(f, "kv") })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("multipart/form-data; boundary=kv", "multipart/form-data", "application/x-www-form-urlencoded"), garbage)
      .map(([contentType, body]) => ({ contentType, body })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        wrongContentType,
        fc.oneof(
          garbage,
          fields.map((f) => new URLSearchParams(f).toString()),
        ),
      )
      .map(([contentType, body]) => ({ contentType, body })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat({ max: 4096 }), fc.boolean()).map(([extra, streamed]) => {
      const body = new URLSearchParams({
        name: "Lena",
        email: "lena@example.com",
        message: "m".repeat(FORM_BODY_LIMIT_BYTES + extra),
      }).toString();
      return { contentType: "application/x-www-form-urlencoded", body: streamed ? streamOf(body) : body };
    }),
  },
);

describe("POST /contact (no JavaScript) with random and malformed bodies", () => {
  it("never a 5xx, never a leak, never cached, nothing stored for a refusal", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(pagePosts, async (post) => {
        const before = await rowCounts();
        const res = await send({ method: "POST", path: "/contact", contentType: post.contentType, body: post.body });
        const text = await res.text();
        const context = `[${post.contentType ?? "no content type"}] -> ${res.status} ${text.slice(0, 200)}`;
        statuses.add(res.status);
        expect(res.status, context).toBeLessThan(500);
        expect(res.headers.get("Cache-Control"), context).toBe("no-store");
        expect(leaksInternals(text), context).toBe(false);
        if (res.status >= 400) expect(await rowCounts(), `rows written for a refusal: ${context}`).toEqual(before);
      }),
      { numRuns: 300 },
    );
    // The property saw the accepted path and the refusals, not one kind of answer only.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 413, 415, 422]));
  }, 120_000);
});
