import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the Worker entry", () => {
  it("answers /api/health with ok", async () => {
    const res = await SELF.fetch("https://example.com/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers an unknown /api path with a JSON 404, not the HTML page", async () => {
    const res = await SELF.fetch("https://example.com/api/does-not-exist", { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as { error: string };
    expect(body.error).toContain("/api/does-not-exist");
  });

  it("server-renders the home page", async () => {
    const res = await SELF.fetch("https://example.com/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("<title>");
    expect(html).toContain('aria-label="Main"');
  });

  it("hands a POST to a page route to React Router instead of a Hono 404", async () => {
    const res = await SELF.fetch("https://example.com/", { method: "POST", body: new FormData() });
    // The home page has no action: React Router itself answers 405 with the HTML error page.
    expect(res.status).toBe(405);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain("<html");
  });

  it("renders the not-found page with status 404 for unknown paths", async () => {
    const res = await SELF.fetch("https://example.com/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
  });

  it("has the outbox table after migrations", async () => {
    const { env } = await import("cloudflare:test");
    const row = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'form_submissions'").first<{
      name: string;
    }>();
    expect(row?.name).toBe("form_submissions");
  });
});
