import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import type { ArrivalsView } from "~/domain/staff/arrivals";
import type { BookingPage, FormOutboxView, StaffBookingDetail } from "~/domain/staff/staff-views";
import { performStaffAction, type StaffActionHandler } from "../../workers/admin/staff-actions";
import { formspreeReceived } from "./forms-helpers";
import { auditRows, DEV_STAFF, devSignIn, ORIGIN, STAFF_ENDPOINTS, seedBooking, seedSubmission, staffFetch, unique } from "./staff-helpers";

/**
 * The staff console in sandbox mode (wrangler.toml's top level): the development sign-in, the
 * Access gate in front of every staff endpoint and page, the read-only views on seeded rows, and
 * the first audited action (sending a parked form submission again).
 */

/** Nights no other test touches: a random stretch years ahead. */
function quietDates(): string {
  return addDays("2031-01-01", Math.floor(Math.random() * 3000));
}

describe("the Access gate", () => {
  it.each(STAFF_ENDPOINTS)("refuses %s %s without an assertion", async (method, path) => {
    const res = await staffFetch(path, { method });
    expect(res.status).toBe(403);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    if (path.startsWith("/api/")) {
      expect(await res.json()).toEqual({ error: "Sign in through Cloudflare Access to use the staff console." });
    } else {
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
      const html = await res.text();
      expect(html).toContain("<h1>403 Staff only</h1>");
      expect(html).not.toContain("<script");
    }
  });

  it.each(STAFF_ENDPOINTS)("refuses %s %s with a forged or broken assertion", async (method, path) => {
    const header = btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "");
    const payload = btoa(JSON.stringify({ email: DEV_STAFF, aud: ["kaivalya-local-development"], iss: ORIGIN, exp: 4102444800 })).replace(
      /=+$/,
      "",
    );
    for (const token of [`${header}.${payload}.`, "not-a-token"]) {
      expect((await staffFetch(path, { method, token })).status).toBe(403);
    }
  });

  it("refuses a staff page however its path is spelled", async () => {
    for (const path of [
      "/ADMIN/bookings",
      "/Admin/Arrivals",
      "/%61dmin/forms",
      "//admin/bookings",
      "/API/admin/bookings",
      "/api/%61dmin/forms",
    ]) {
      const res = await staffFetch(path);
      expect([403, 404], path).toContain(res.status);
      expect(await res.text(), path).not.toContain("Asha");
    }
  });

  it("lets a signed-in member of staff in with the token in Cloudflare's header", async () => {
    const token = await devSignIn();
    const res = await staffFetch("/api/admin/bookings", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("in development, also reads the token from the sign-in cookie", async () => {
    const token = await devSignIn();
    expect((await staffFetch("/api/admin/forms", { cookie: `kaivalya_dev_access=${token}` })).status).toBe(200);
    expect((await staffFetch("/api/admin/forms", { cookie: "kaivalya_dev_access=forged" })).status).toBe(403);
  });

  it("refuses a change whose Origin is missing or another site's, even when signed in", async () => {
    const token = await devSignIn();
    const { id } = await seedSubmission({ status: "parked" });
    for (const origin of [null, "https://evil.example", ORIGIN.replace("https:", "http:")]) {
      const res = await staffFetch(`/api/admin/forms/${id}/resend`, { method: "POST", token, origin });
      expect(res.status, String(origin)).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(/Origin/);
    }
    expect(await auditRows(id)).toEqual([]);
    const row = await env.DB.prepare("SELECT status FROM form_submissions WHERE id = ?").bind(id).first<{ status: string }>();
    expect(row?.status).toBe("parked");
  });
});

describe("development sign-in", () => {
  it("shows the staff list, and signs in only a listed address", async () => {
    const page = await staffFetch("/admin/dev-sign-in");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("frontdesk@kaivalyaretreat.com");
    expect(html).toContain('content="noindex, nofollow"');

    const refused = await staffFetch("/admin/dev-sign-in", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email: "guest@example.com" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(await refused.text()).toContain("guest@example.com is not on the staff list");
  });

  it("sets an HttpOnly cookie, accepts any case, and signs out", async () => {
    const res = await staffFetch("/admin/dev-sign-in", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email: "Manager@KaivalyaRetreat.com" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/bookings");
    expect(res.headers.get("Set-Cookie")).toMatch(
      /^kaivalya_dev_access=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );

    const out = await staffFetch("/admin/dev-sign-in", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-out" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("Set-Cookie")).toMatch(/^kaivalya_dev_access=; Max-Age=0;/);
  });

  it("publishes its key set, which verifies the tokens it signs", async () => {
    const res = await staffFetch("/api/admin/dev-access/certs");
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: { kid: string; kty: string; alg: string; d?: string }[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256" });
    expect(keys[0]?.d).toBeUndefined(); // the public half only
    const token = await devSignIn();
    const header = JSON.parse(atob((token.split(".")[0] as string).replace(/-/g, "+").replace(/_/g, "/"))) as { kid: string; alg: string };
    expect(header).toMatchObject({ alg: "RS256", kid: keys[0]?.kid });
  });
});

describe("GET /api/admin/bookings", () => {
  it("finds bookings by name, e-mail, phone, order id and payment id, newest first", async () => {
    const tag = unique("Zq");
    const older = await seedBooking({
      name: `Older ${tag}`,
      phone: "+91 94470 55123",
      createdAt: "2026-01-01T10:00:00.000Z",
      lines: [{ kind: "room", productId: "sunrise", name: "Sunrise", start: "2027-02-01", end: "2027-02-04" }],
    });
    const newer = await seedBooking({
      name: `Newer ${tag}`,
      createdAt: "2026-01-02T10:00:00.000Z",
      lines: [
        {
          kind: "retreat",
          productId: "knees-joints-healing-7-day",
          name: "Knees & Joints Healing Retreat",
          start: "2027-03-01",
          end: "2027-03-08",
        },
      ],
    });
    const token = await devSignIn();
    const search = async (query: string) => {
      const res = await staffFetch(`/api/admin/bookings?${query}`, { token });
      expect(res.status).toBe(200);
      return (await res.json()) as BookingPage;
    };

    const byName = await search(`q=${tag.toLowerCase()}`);
    expect(byName.bookings.map((b) => b.orderId)).toEqual([newer.orderId, older.orderId]);
    expect(byName.next).toBeNull();
    expect(byName.bookings[1]).toMatchObject({
      guest: { name: `Older ${tag}`, email: older.email, phone: "+91 94470 55123" },
      status: "paid",
      checkIn: "2027-02-01",
      checkOut: "2027-02-04",
      items: [{ kind: "room", name: "Sunrise", quantity: 1 }],
      totals: [{ currency: "EUR", total: 750, deposit: 150, balance: 600 }],
      chargedPaise: 5_150_000,
    });

    expect((await search(`q=${encodeURIComponent(older.email.toUpperCase())}`)).bookings.map((b) => b.orderId)).toEqual([older.orderId]);
    expect((await search(`q=${older.orderId}`)).bookings.map((b) => b.orderId)).toEqual([older.orderId]);
    expect((await search(`q=${newer.paymentId}`)).bookings.map((b) => b.orderId)).toEqual([newer.orderId]);
    expect((await search(`q=${encodeURIComponent("9447055123")}`)).bookings.map((b) => b.orderId)).toContain(older.orderId);
    expect((await search(`q=${tag}&status=failed`)).bookings).toEqual([]);
    expect((await search(`q=${tag}&from=2027-03-05&to=2027-03-20`)).bookings.map((b) => b.orderId)).toEqual([newer.orderId]);
    expect((await search(`q=${tag}&to=2027-02-01`)).bookings.map((b) => b.orderId)).toEqual([older.orderId]);
    // A check-out day is not a night of the stay.
    expect((await search(`q=${tag}&from=2027-02-04&to=2027-02-10`)).bookings).toEqual([]);
    // Wildcards in the search are text, not patterns.
    expect((await search(`q=${encodeURIComponent(`${tag.slice(0, 6)}%`)}`)).bookings).toEqual([]);
    expect((await search(`q=${encodeURIComponent(`${tag.slice(0, 6)}_${tag.slice(7)}`)}`)).bookings).toEqual([]);
  });

  it("pages with a cursor: every booking once, none twice, also when new ones arrive meanwhile", async () => {
    const tag = unique("Pg");
    const seeded: string[] = [];
    for (let i = 0; i < 30; i++) {
      const { orderId } = await seedBooking({
        name: `Guest ${tag} ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        lines: [{ kind: "room", productId: "forest", name: "Forest", start: "2027-05-01", end: "2027-05-02" }],
      });
      seeded.push(orderId);
    }
    const token = await devSignIn();
    const first = (await (await staffFetch(`/api/admin/bookings?q=${tag}`, { token })).json()) as BookingPage;
    expect(first.bookings).toHaveLength(25);
    expect(first.next).toEqual(expect.any(String));
    await seedBooking({ name: `Guest ${tag} late`, lines: [] });
    const second = (await (await staffFetch(`/api/admin/bookings?q=${tag}&cursor=${first.next}`, { token })).json()) as BookingPage;
    expect(second.bookings).toHaveLength(5);
    expect(second.next).toBeNull();
    expect([...first.bookings, ...second.bookings].map((b) => b.orderId)).toEqual([...seeded].reverse());
  });

  it("refuses a bad filter or cursor with 422 and a sentence", async () => {
    const token = await devSignIn();
    for (const query of ["status=lost", "from=2027-13-01", "from=2027-02-10&to=2027-02-01", "cursor=garbage", `q=${"x".repeat(101)}`]) {
      const res = await staffFetch(`/api/admin/bookings?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(((await res.json()) as { error: string }).error, query).toMatch(/\w/);
    }
  });
});

describe("GET /api/admin/bookings/:orderId", () => {
  it("answers the booking with lines, contact, amounts, payment and audit trail", async () => {
    const { orderId, paymentId, email } = await seedBooking({
      lines: [
        { kind: "room", productId: "sunrise", name: "Sunrise", start: "2027-06-01", end: "2027-06-04", priceCents: 75_000 },
        {
          kind: "custom",
          productId: "custom",
          name: "Family week",
          start: "2027-06-01",
          end: "2027-06-06",
          currency: "USD",
          priceCents: 100_000,
          guests: 1,
        },
      ],
    });
    await env.DB.prepare(
      "INSERT INTO staff_audit (id, at, staff_email, action, order_id, reason) VALUES (?, ?, 'manager@kaivalyaretreat.com', 'booking.confirm', ?, 'Seeded')",
    )
      .bind(crypto.randomUUID(), new Date().toISOString(), orderId)
      .run();
    const token = await devSignIn();
    const res = await staffFetch(`/api/admin/bookings/${orderId}`, { token });
    expect(res.status).toBe(200);
    const { booking } = (await res.json()) as { booking: StaffBookingDetail };
    expect(booking).toMatchObject({
      orderId,
      paymentId,
      status: "paid",
      guest: { name: "Asha Menon", email, phone: "+919847012345" },
      checkIn: "2027-06-01",
      checkOut: "2027-06-06",
      depositPercent: 20,
      chargedPaise: 5_150_000,
      totals: [
        { currency: "EUR", total: 750, deposit: 150, balance: 600 },
        { currency: "USD", total: 1000, deposit: 200, balance: 800 },
      ],
    });
    expect(booking.lines.map((l) => [l.name, l.nights, l.lineTotal])).toEqual([
      ["Sunrise", 3, 750],
      ["Family week", 5, 1000],
    ]);
    expect(booking.audit).toEqual([
      expect.objectContaining({ action: "booking.confirm", staffEmail: "manager@kaivalyaretreat.com", reason: "Seeded" }),
    ]);
  });

  it("is a 404 for an unknown or malformed id", async () => {
    const token = await devSignIn();
    for (const id of ["order_sbxNoSuchOrder", "not%20an%20id"]) {
      const res = await staffFetch(`/api/admin/bookings/${id}`, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "There is no booking with this order id." });
    }
  });
});

describe("GET /api/admin/arrivals", () => {
  it("shows each room's occupant per night and the retreat places taken and left, from paid bookings only", async () => {
    const start = quietDates();
    const paid = await seedBooking({
      name: "Meera Nair",
      lines: [
        { kind: "room", productId: "lilybeth", name: "Lilybeth", start, end: addDays(start, 3) },
        {
          kind: "retreat",
          productId: "cultural-cuisine-4-day",
          name: "Kerala Culture & Cuisine Retreat",
          start: addDays(start, 1),
          end: addDays(start, 5),
          guests: 2,
          quantity: 2,
        },
      ],
    });
    await seedBooking({
      status: "created",
      name: "Unpaid Guest",
      lines: [{ kind: "room", productId: "forest", name: "Forest", start, end: addDays(start, 2) }],
    });
    const token = await devSignIn();
    const res = await staffFetch(`/api/admin/arrivals?from=${start}&to=${addDays(start, 5)}`, { token });
    expect(res.status).toBe(200);
    const view = (await res.json()) as ArrivalsView;
    expect(view.nights).toEqual([0, 1, 2, 3, 4, 5].map((d) => addDays(start, d)));
    const lilybeth = view.rooms.find((r) => r.id === "lilybeth");
    expect(view.rooms).toHaveLength(8);
    expect(lilybeth?.nights[start]).toEqual([
      { kind: "booking", orderId: paid.orderId, guest: "Meera Nair", status: "paid", source: "online", arrives: true, leavesNext: false },
    ]);
    expect(lilybeth?.nights[addDays(start, 2)]?.[0]).toMatchObject({ arrives: false, leavesNext: true });
    expect(lilybeth?.nights[addDays(start, 3)]).toEqual([]); // the check-out day is free
    expect(view.rooms.find((r) => r.id === "forest")?.nights[start]).toEqual([]); // not paid
    expect(view.retreatPlaces.capacity).toBe(6);
    expect(view.retreatPlaces.nights[start]).toMatchObject({ taken: 0, left: 6 });
    expect(view.retreatPlaces.nights[addDays(start, 1)]).toMatchObject({ taken: 4, left: 2 });
    expect(view.retreatPlaces.nights[addDays(start, 5)]).toMatchObject({ taken: 0, left: 6 });
    expect(view.arrivals[start]).toEqual([{ orderId: paid.orderId, guest: "Meera Nair", source: "online", names: ["Lilybeth"] }]);
  });

  it("defaults to a fortnight from the resort's today and refuses a range over 62 nights", async () => {
    const token = await devSignIn();
    const view = (await (await staffFetch("/api/admin/arrivals", { token })).json()) as ArrivalsView;
    expect(view.nights).toHaveLength(14);
    const res = await staffFetch("/api/admin/arrivals?from=2027-01-01&to=2027-03-15", { token });
    expect(res.status).toBe(422);
  });
});

describe("GET /api/admin/bookings.csv", () => {
  it("exports what the search finds as RFC 4180 CSV with a BOM and no live formulas", async () => {
    const tag = unique("Csv");
    const { orderId } = await seedBooking({
      name: `=HYPERLINK("http://evil.example","${tag}")`,
      lines: [{ kind: "room", productId: "sunrise", name: 'Sunrise, with "veranda"', start: "2027-08-01", end: "2027-08-03" }],
    });
    const token = await devSignIn();
    const res = await staffFetch(`/api/admin/bookings.csv?q=${tag}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="kaivalya-bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const records = text.split("\r\n");
    expect(records).toHaveLength(3); // header, one booking, and the final CRLF
    expect(records[0]).toMatch(/^Order ID,Receipt,Status,/);
    expect(records[1]).toContain(`${orderId},`);
    expect(records[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`);
    expect(records[1]).toContain('"Sunrise, with ""veranda"""');
    expect(records[1]).toContain(",'+919847012345,");
    expect(records[1]).toContain(",Paid,sandbox,");
    expect(records[1]).toContain(",750,,,150,,,600,,,51500,"); // EUR value, deposit, balance; rupees charged
  });
});

describe("the form outbox", () => {
  it("lists submissions by status with their last error and counts", async () => {
    const parked = await seedSubmission({ status: "parked" });
    await seedSubmission({ status: "delivered" });
    const token = await devSignIn();
    const res = await staffFetch("/api/admin/forms?status=parked", { token });
    expect(res.status).toBe(200);
    const view = (await res.json()) as FormOutboxView;
    expect(view.status).toBe("parked");
    expect(view.counts.parked).toBeGreaterThanOrEqual(1);
    expect(view.counts.delivered).toBeGreaterThanOrEqual(1);
    expect(view.submissions.every((s) => s.status === "parked")).toBe(true);
    expect(view.submissions.find((s) => s.id === parked.id)).toMatchObject({
      kind: "contact",
      lastError: "rejected by Formspree: HTTP 422: Validation errors",
      sender: { name: "Ravi Kumar", email: parked.email },
      subject: "Website message from Ravi Kumar",
      canResend: true,
      lastResend: null,
    });
    expect((await staffFetch("/api/admin/forms?status=lost", { token })).status).toBe(422);
  });

  it("sends a parked submission again: pending, delivered by the fake Formspree, one audit row in the same batch", async () => {
    const { id, email } = await seedSubmission({ status: "parked" });
    const token = await devSignIn();
    const res = await staffFetch(`/api/admin/forms/${id}/resend`, { method: "POST", token });
    expect(res.status).toBe(200);
    const { submission } = (await res.json()) as { submission: { id: string; status: string; attempts: number } };
    expect(submission).toMatchObject({ id, status: "pending", attempts: 0, lastResend: { staffEmail: DEV_STAFF, at: expect.any(String) } });

    const audit = await auditRows(id);
    expect(audit).toEqual([
      expect.objectContaining({
        staff_email: DEV_STAFF,
        action: "form.resend",
        subject_id: id,
        order_id: null,
        amount_minor: null,
        currency: null,
      }),
    ]);
    await expect
      .poll(
        async () => (await env.DB.prepare("SELECT status FROM form_submissions WHERE id = ?").bind(id).first<{ status: string }>())?.status,
      )
      .toBe("delivered");
    expect(await formspreeReceived(email)).toHaveLength(1);

    // Again: nothing left to send, nothing recorded.
    const again = await staffFetch(`/api/admin/forms/${id}/resend`, { method: "POST", token });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This submission has been delivered already." });
    expect(await auditRows(id)).toHaveLength(1);
    expect(await formspreeReceived(email)).toHaveLength(1);
  });

  it("sends it once when many resends race", async () => {
    const { id, email } = await seedSubmission({ status: "parked" });
    const token = await devSignIn();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => staffFetch(`/api/admin/forms/${id}/resend`, { method: "POST", token })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(await auditRows(id)).toHaveLength(1);
    await expect.poll(async () => (await formspreeReceived(email)).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await formspreeReceived(email)).toHaveLength(1);
  });

  it("refuses to resend what is not parked, and an unknown id, without an audit row", async () => {
    const pending = await seedSubmission({ status: "pending" });
    const token = await devSignIn();
    const res = await staffFetch(`/api/admin/forms/${pending.id}/resend`, { method: "POST", token });
    expect(res.status).toBe(409);
    expect(await auditRows(pending.id)).toEqual([]);
    const unknown = crypto.randomUUID();
    expect((await staffFetch(`/api/admin/forms/${unknown}/resend`, { method: "POST", token })).status).toBe(404);
    expect((await staffFetch("/api/admin/forms/not-an-id/resend", { method: "POST", token })).status).toBe(404);
  });
});

describe("staff pages", () => {
  it("render server-side for staff: no-store, noindex, the CSP, the data", async () => {
    const tag = unique("Pages");
    const { orderId } = await seedBooking({
      name: `Page ${tag}`,
      lines: [{ kind: "room", productId: "stoneage", name: "Stoneage", start: "2027-09-01", end: "2027-09-03" }],
    });
    const token = await devSignIn();
    for (const [path, text] of [
      [`/admin/bookings?q=${tag}`, `Page ${tag}`],
      [`/admin/bookings/${orderId}`, orderId],
      ["/admin/arrivals?from=2027-09-01&to=2027-09-07", "Stoneage"],
      ["/admin/forms", "Messages"],
    ] as const) {
      const res = await staffFetch(path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      expect(res.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
      expect(res.headers.get("X-Page-Cache"), path).toBeNull();
      expect(res.headers.get("Content-Security-Policy"), path).toMatch(/script-src 'nonce-/);
      const html = await res.text();
      expect(html, path).toContain(text);
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"');
    }
  });

  it("sends a parked message again from the page, with the audit row", async () => {
    const { id } = await seedSubmission({ status: "parked" });
    const token = await devSignIn();
    const res = await staffFetch("/admin/forms", {
      method: "POST",
      token,
      body: new URLSearchParams({ intent: "resend", id }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("is on its way again");
    expect(await auditRows(id)).toHaveLength(1);
  });

  it("answer 404 for a booking that does not exist", async () => {
    const token = await devSignIn();
    expect((await staffFetch("/admin/bookings/order_sbxMissing", { token })).status).toBe(404);
  });
});

describe("the audit trail", () => {
  it("is written in the same batch as the effect: an audit row that cannot be written undoes the effect", async () => {
    const { id } = await seedSubmission({ status: "parked" });
    const handler: StaffActionHandler<{ id: string }, null> = {
      name: "form.resend",
      async plan(ctx, input) {
        return {
          effect: [ctx.db.prepare("UPDATE form_submissions SET status = 'pending' WHERE id = ? AND status = 'parked'").bind(input.id)],
          // The table refuses a reason over 1000 characters, so this audit row fails to insert.
          audit: { subjectId: input.id, reason: "x".repeat(1001) },
          settle: () => ({ ok: true, value: null }),
        };
      },
    };
    const ctx = { db: env.DB, env, actor: { email: DEV_STAFF }, now: new Date(), waitUntil: () => undefined };
    await expect(performStaffAction(handler, ctx, { id })).rejects.toThrow(/CHECK constraint failed/);
    const row = await env.DB.prepare("SELECT status FROM form_submissions WHERE id = ?").bind(id).first<{ status: string }>();
    expect(row?.status).toBe("parked");
    expect(await auditRows(id)).toEqual([]);
  });
});
