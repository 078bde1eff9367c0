import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postForm } from "./form-client";

function answer(status: number, body: unknown, contentType = "application/json") {
  return vi.fn(
    async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "Content-Type": contentType } }),
  );
}

/** The page the form is sent from. */
const onPage = (pathname: string) => vi.stubGlobal("window", { location: { pathname } });

beforeEach(() => onPage("/"));
afterEach(() => vi.unstubAllGlobals());

describe("postForm", () => {
  it("posts JSON to /api/forms/{kind} and returns the id", async () => {
    const fetch = answer(202, { ok: true, id: "abc" });
    vi.stubGlobal("fetch", fetch);
    expect(await postForm("consultation", { email: "a@example.com", phone: "+91 94470 21108" })).toEqual({
      ok: true,
      id: "abc",
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/forms/consultation");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({ locale: "en", email: "a@example.com", phone: "+91 94470 21108" });
  });

  it("says the form was sent from the German edition", async () => {
    onPage("/de/contact");
    const fetch = answer(202, { ok: true, id: "abc" });
    vi.stubGlobal("fetch", fetch);
    await postForm("contact", { name: "Jana", email: "jana@example.de", message: "Hallo" });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ locale: "de" });
  });

  it("returns the status, summary and field errors of a refusal", async () => {
    vi.stubGlobal("fetch", answer(422, { error: "Email is required", fieldErrors: { email: ["Email is required"] } }));
    expect(await postForm("contact", {})).toEqual({
      ok: false,
      status: 422,
      error: "Email is required",
      fieldErrors: { email: ["Email is required"] },
    });
  });

  it("passes on the rate limiter's plain sentence", async () => {
    vi.stubGlobal("fetch", answer(429, "Too many submissions from your address.", "text/plain"));
    expect(await postForm("contact", {})).toEqual({
      ok: false,
      status: 429,
      error: "Too many submissions from your address.",
    });
  });

  it("never throws: a network failure or an HTML error page is ok: false", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await postForm("booking", {})).toMatchObject({ ok: false, status: 0 });

    vi.stubGlobal("fetch", answer(502, "<html>Bad gateway</html>", "text/html"));
    expect(await postForm("booking", {})).toEqual({
      ok: false,
      status: 502,
      error: "The server answered 502. Please try again.",
    });
  });

  it("treats a 2xx without an id as a failure", async () => {
    vi.stubGlobal("fetch", answer(200, "<html></html>", "text/html"));
    expect(await postForm("contact", {})).toMatchObject({ ok: false, status: 502 });
  });
});
