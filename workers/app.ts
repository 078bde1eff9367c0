import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cspNonceContext } from "~/lib/csp-nonce";
import { serverServicesContext, type ServerServices } from "~/lib/server-services";
import { api } from "./api";
import { drainFormOutbox, submitForm } from "./forms/submissions";
import { bookingsRepository } from "./payments/bookings-repository";
import { baselineSecurityHeaders, createCspNonce, paymentsModeFrom, withSecurityHeaders } from "./security/headers";

// Built once per isolate, not per request.
const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/** Server-only capabilities for route loaders and actions (see app/lib/server-services.ts). */
function createServerServices(env: Env, ctx: Pick<ExecutionContext, "waitUntil">): ServerServices {
  const runtime = { env, waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise) };
  return {
    submitForm: (kind, body, clientKey) => submitForm(runtime, kind, body, clientKey),
    getBooking: (orderId, paymentId) => bookingsRepository(env.DB).confirmed(orderId, paymentId),
  };
}

const app = new Hono<{ Bindings: Env }>();

app.use("/api/*", async (c, next) => {
  await next();
  const https = new URL(c.req.url).protocol === "https:";
  for (const [name, value] of Object.entries(baselineSecurityHeaders({ https }))) c.header(name, value);
});

app.route("/api", api);

// Every other request, whatever its method, belongs to React Router: pages, loaders and the
// actions behind <Form method="post">. Each gets its own CSP nonce.
app.all("*", async (c) => {
  const nonce = createCspNonce();
  const context = new RouterContextProvider(
    new Map([[serverServicesContext, createServerServices(c.env, c.executionCtx)]]),
  );
  context.set(cspNonceContext, nonce);
  const response = await handleDocumentRequest(c.req.raw, context);
  return withSecurityHeaders(response, {
    nonce,
    paymentsMode: paymentsModeFrom(c.env.PAYMENTS_MODE),
    https: new URL(c.req.url).protocol === "https:",
    dev: import.meta.env.DEV,
  });
});

export default {
  fetch: app.fetch,
  async scheduled(controller, env, _ctx) {
    // Retries the form outbox; `scheduledTime` is "now" for what is due.
    await drainFormOutbox(env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
