import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cspNonceContext } from "../app/lib/csp-nonce";
import { api } from "./api";
import { baselineSecurityHeaders, createCspNonce, paymentsModeFrom, withSecurityHeaders } from "./security/headers";

// Built once per isolate, not per request.
const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

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
  const context = new RouterContextProvider();
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
  async scheduled(controller, _env, _ctx) {
    console.log(`scheduled run for "${controller.cron}" at ${new Date(controller.scheduledTime).toISOString()}`);
  },
} satisfies ExportedHandler<Env>;
