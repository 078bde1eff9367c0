import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";

// Built once per isolate, not per request.
const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env }>();

app.route("/api", api);

// Every other request, whatever its method, belongs to React Router: pages, loaders and the
// actions behind <Form method="post">.
app.all("*", (c) => handleDocumentRequest(c.req.raw, new RouterContextProvider()));

export default {
  fetch: app.fetch,
  async scheduled(controller, _env, _ctx) {
    console.log(`scheduled run for "${controller.cron}" at ${new Date(controller.scheduledTime).toISOString()}`);
  },
} satisfies ExportedHandler<Env>;
