import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cspNonceContext, devSignInContext, type ServerServices, serverServicesContext, staffServicesContext } from "~/worker-context";
import { devSignInFor } from "./access/dev-sign-in";
import { staffAccess, staffAreaOf, type StaffVariables } from "./access/staff-access";
import { createStaffServices } from "./admin/staff-services";
import { api } from "./api";
import { calendarExports } from "./calendar/export-route";
import { catchAllMatcher } from "./cache/catch-all";
import { type PageCache, pageCache, pageCacheRequest, RecentPages } from "./cache/page-cache";
import { availabilityRepository } from "./availability/availability-repository";
import { siteOnLoopback, syncFeeds } from "./calendar-sync/calendar-sync";
import { receiveForm } from "./forms/intake";
import { drainFormOutbox } from "./forms/submissions";
import { currentGuestLinkUrl } from "./guest/current-guest-link";
import { guestBookingPage } from "./guest/guest-page-service";
import { drainNotices } from "./notifications/notices";
import { enqueueBalanceReminders } from "./payments/balance-reminders";
import { settlePayments } from "./payments/lifecycle-cron";
import { enforceRetention, RETENTION_CRON } from "./retention/retention-cron";
import { clientKeyOf } from "./http/client-key";
import { HYDRATION_STARTER_URL } from "virtual:hydration-starter";
import { hydrateAfterLoad } from "./html/hydrate-after-load";
import { inlineUsedCss } from "./html/page-stylesheet";
import { bookingsRepository } from "./payments/bookings-repository";
import { deploymentPaymentsMode } from "./payments/config";
import {
  baselineSecurityHeaders,
  checkoutUrlsFrom,
  createCspNonce,
  paymentsModeFrom,
  setSecurityHeaders,
  withSecurityHeaders,
} from "./security/headers";

const serverBuild = () => import("virtual:react-router/server-build");
// Built once per isolate, not per request.
const handleDocumentRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

/**
 * The edge page cache (ADR 052), keyed per deployment and client build. Off under the Vite dev
 * server, where every edit must show at once.
 */
const recentPages = new RecentPages();
async function edgePageCache(env: Env): Promise<PageCache | null> {
  if (import.meta.env.DEV) return null;
  const { assets } = await serverBuild();
  return pageCache(await caches.open("pages"), `${env.CF_VERSION_METADATA.id}-${assets.version}`, recentPages);
}

/** Whether only the catch-all route matches a path (its "Page not found" is cached per language). Built once per isolate. */
let isCatchAll: Promise<(pathname: string) => boolean> | undefined;
function catchAllOnly(): Promise<(pathname: string) => boolean> {
  isCatchAll ??= serverBuild().then(({ routes, routeDiscovery, basename = "/" }) =>
    catchAllMatcher(routes, [`${basename.replace(/\/$/, "")}${routeDiscovery.manifestPath}`]),
  );
  return isCatchAll;
}

/** Server-only capabilities for route loaders and actions (see app/worker-context.ts). */
function createServerServices(env: Env, ctx: Pick<ExecutionContext, "waitUntil">): ServerServices {
  const runtime = { env, waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise) };
  return {
    submitForm: (kind, request) => receiveForm(runtime, kind, request, { format: "web-form", clientKey: clientKeyOf(request.headers) }),
    getBooking: (orderId, paymentId) => bookingsRepository(env.DB).confirmed(orderId, paymentId, deploymentPaymentsMode(env)),
    guestLinkUrl: (orderId) => currentGuestLinkUrl(env.DB, env, orderId),
    guestBookingPage: (token, request) => guestBookingPage(env, token, request),
    availability: (from, to) => availabilityRepository(env.DB).calendar(from, to, new Date()),
  };
}

const app = new Hono<{ Bindings: Env; Variables: StaffVariables }>();

app.use("/api/*", async (c, next) => {
  await next();
  const https = new URL(c.req.url).protocol === "https:";
  setSecurityHeaders(c.res.headers, baselineSecurityHeaders({ https }));
});

// The staff console's gate: /admin/* and /api/admin/* go no further without a verified
// Cloudflare Access assertion (workers/access/staff-access.ts).
app.use("*", staffAccess());

app.route("/api", api);

// Each room's iCalendar export for the booking channels (workers/calendar/export-route.ts).
app.route("/calendars", calendarExports);

// Every other request, whatever its method, belongs to React Router: pages, loaders and the
// actions behind <Form method="post">. Each response gets its own CSP nonce, cached pages too.
app.all("*", async (c) => {
  const nonce = createCspNonce();
  const security = {
    nonce,
    paymentsMode: paymentsModeFrom(c.env.PAYMENTS_MODE),
    checkout: checkoutUrlsFrom(c.env),
    https: new URL(c.req.url).protocol === "https:",
    dev: import.meta.env.DEV,
  };
  // Staff pages are never cached, whatever they say (the page cache refuses them too).
  const staffPage = staffAreaOf(c.req.path) === "page";
  const cache = staffPage ? null : await edgePageCache(c.env);
  // Every path no page matches shares its language's one "Page not found" entry.
  const cacheRequest = cache ? pageCacheRequest(c.req.raw, await catchAllOnly()) : c.req.raw;
  const cached = await cache?.match(cacheRequest, nonce);
  if (cached) return withSecurityHeaders(cached, security);

  const context = new RouterContextProvider(new Map([[serverServicesContext, createServerServices(c.env, c.executionCtx)]]));
  context.set(cspNonceContext, nonce);
  const staff = c.get("staff");
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  context.set(staffServicesContext, staff ? createStaffServices(c.env, waitUntil, staff) : null);
  context.set(devSignInContext, staffPage ? devSignInFor(c.env, new URL(c.req.url).origin) : null);
  const document = await handleDocumentRequest(c.req.raw, context);
  // Paint first with only the CSS the page uses, hydrate after load (ADR 053); the Vite dev
  // server keeps React Router's own order and the whole stylesheet.
  const rendered = import.meta.env.DEV ? document : await inlineUsedCss(hydrateAfterLoad(document, nonce, HYDRATION_STARTER_URL));
  const response = cache ? cache.store(cacheRequest, rendered, nonce, (p) => c.executionCtx.waitUntil(p)) : rendered;
  return withSecurityHeaders(response, security);
});

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // Retries the outboxes (form submissions, booking notices); `scheduledTime` is "now" for what is due.
    const now = new Date(controller.scheduledTime);
    // Once a day: the retention rules (docs/decisions/081-retention.md) and the balance reminders,
    // which the next run's outbox drain sends.
    if (controller.cron === RETENTION_CRON) {
      await enforceRetention(env.DB, now);
      await enqueueBalanceReminders(env.DB, now);
      return;
    }
    // Tidies up lapsed holds first (every order's and payment's batch also deletes them).
    await env.DB.batch(availabilityRepository(env.DB).expireLapsed(now));
    await settlePayments(env, now, (promise) => ctx.waitUntil(promise));
    // The channels' calendars due for their 15-minute read (docs/channels.md), before the notices
    // are drained so a conflict or a failing feed is told on this tick. Never in the way of the rest.
    await syncFeeds(env, { now, workerOnLoopback: siteOnLoopback(env), dueOnly: true }).catch((error: unknown) =>
      console.error("calendar sync: the run failed", error instanceof Error ? error.name : "error"),
    );
    await drainFormOutbox(env, now);
    await drainNotices(env, now);
  },
} satisfies ExportedHandler<Env>;
