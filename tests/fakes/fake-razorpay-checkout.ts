import { createHmac, randomInt } from "node:crypto";
import type { ServerResponse } from "node:http";

/**
 * The browser side of Razorpay Checkout, standing in for checkout.razorpay.com and the payment frame
 * api.razorpay.com serves, for the live-mode browser tests (tests/e2e/live-checkout.spec.ts). Served
 * by the fake Razorpay (fake-razorpay.ts), which holds the orders the Worker created:
 *
 *   GET  /v1/checkout.js         defines `window.Razorpay` with the interface of Razorpay's script
 *                                (app/checkout/razorpay.ts): `new Razorpay(options)`, `open()`,
 *                                `close()`, `on("payment.failed", fn)`, `options.handler`,
 *                                `options.modal.ondismiss`. `open()` asks the API for the key's
 *                                preferences (a cross-origin call from the page, as Razorpay's does)
 *                                and then opens the payment frame over the page.
 *   GET  /v1/preferences         ?key_id=  200 for the fake's key, else 401; CORS for any origin
 *   GET  /v1/checkout/public     the payment frame: the order's amount as the API stored it, the
 *                                merchant and prefill the page passed, "Pay" and "Decline" buttons
 *   POST /v1/checkout/pay        { key_id, order_id }: a captured payment for the whole order,
 *                                signed as Razorpay signs it: hex(HMAC-SHA256(key secret,
 *                                `${order_id}|${payment_id}`)); the Worker's verify then fetches it
 *   POST /v1/checkout/decline    { key_id, order_id }: a failed payment, and Razorpay's error shape
 *
 * The frame tells the page what happened with postMessage, to the page's origin only, and the script
 * accepts messages only from the frame it opened. The script, the frame and the API may be served
 * from different origins, as Razorpay's are, so a Content-Security-Policy that allows the wrong one
 * fails the test.
 */

export type CheckoutOrder = { id: string; amount: number; currency: string; status: string; amount_paid: number; attempts: number };
type CheckoutPayment = Record<string, unknown>;

export type CheckoutState = {
  keyId: string;
  keySecret: string;
  /** Where the frame and the API are served (the fake's main listener), e.g. http://127.0.0.1:1234. */
  apiOrigin: () => string;
  orders: Map<string, CheckoutOrder>;
  payments: Map<string, CheckoutPayment>;
};

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const paymentId = () => `pay_${Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

/** Razorpay's payment signature (the site checks it in workers/payments/signatures.ts). */
function signCheckoutPayment(orderId: string, payment: string, keySecret: string): string {
  return createHmac("sha256", keySecret).update(`${orderId}|${payment}`).digest("hex");
}

const MESSAGE_SOURCE = "fake-razorpay-checkout";

function checkoutScript(apiOrigin: string): string {
  return `// A stand-in for Razorpay's checkout.js, for tests (tests/fakes/fake-razorpay-checkout.ts).
(function () {
  "use strict";
  if (window.Razorpay) return;
  var API = ${JSON.stringify(apiOrigin)};
  var SOURCE = ${JSON.stringify(MESSAGE_SOURCE)};

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== "string" || options.key === "") throw new Error("Razorpay: the key option is required");
    if (typeof options.order_id !== "string" || options.order_id === "") throw new Error("Razorpay: the order_id option is required");
    this.options = options;
    this.listeners = {};
    this.frame = null;
    this.onMessage = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (this.onMessage) window.removeEventListener("message", this.onMessage);
    this.onMessage = null;
    if (this.frame) this.frame.remove();
    this.frame = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    if (this.frame) return this;
    fetch(API + "/v1/preferences?key_id=" + encodeURIComponent(o.key), { credentials: "omit" })
      .then(function (res) {
        if (!res.ok) throw new Error("Razorpay: the key " + o.key + " was refused (" + res.status + ")");
        return res.json();
      })
      .then(function () { self.mount(); })
      .catch(function (error) { console.error(String(error && error.message ? error.message : error)); });
    return this;
  };

  Razorpay.prototype.mount = function () {
    var self = this;
    var o = this.options;
    var prefill = o.prefill || {};
    var query = new URLSearchParams({
      key_id: o.key,
      order_id: o.order_id,
      name: o.name || "",
      description: o.description || "",
      image: o.image || "",
      color: (o.theme && o.theme.color) || "",
      email: prefill.email || "",
      contact: prefill.contact || "",
      parent_origin: location.origin,
    });
    var frame = document.createElement("iframe");
    frame.className = "razorpay-checkout-frame";
    frame.title = "Razorpay Checkout";
    frame.setAttribute("allow", "payment");
    frame.src = API + "/v1/checkout/public?" + query.toString();
    // CSSOM, not a style attribute: the page's CSP allows no inline styles.
    var s = frame.style;
    s.position = "fixed"; s.inset = "0"; s.width = "100%"; s.height = "100%"; s.border = "0"; s.zIndex = "2147483647";
    s.background = "transparent";
    this.onMessage = function (event) {
      if (event.origin !== API || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.source !== SOURCE) return;
      if (data.event === "payment.success") {
        self.close();
        if (typeof o.handler === "function") o.handler(data.payload);
      } else if (data.event === "payment.failed") {
        self.emit("payment.failed", data.payload);
      } else if (data.event === "dismiss") {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === "function") o.modal.ondismiss();
      }
    };
    window.addEventListener("message", this.onMessage);
    document.body.appendChild(frame);
    this.frame = frame;
  };

  window.Razorpay = Razorpay;
})();
`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** JSON for a <script> element: no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function formatAmount(paise: number, currency: string): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency }).format(paise / 100);
}

function httpOrigin(value: string | null): string | null {
  try {
    const url = new URL(value ?? "");
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

function frameHtml(order: CheckoutOrder, params: URLSearchParams, parentOrigin: string, keyId: string): string {
  const amount = formatAmount(order.amount, order.currency);
  const field = (name: string) => params.get(name) ?? "";
  const color = /^#[0-9a-f]{3,8}$/i.test(field("color")) ? field("color") : "#3366cc";
  const image = httpOrigin(field("image")) ? field("image") : "";
  const facts = [
    ["Amount", amount],
    ["Order", order.id],
    ["Email", field("email")],
    ["Phone", field("contact")],
  ].filter(([, value]) => value !== "");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (test stand-in)</title>
<style>
  html, body { margin: 0; height: 100%; background: rgba(0, 0, 0, .55); font: 16px/1.5 system-ui, sans-serif; color: #1b1b1b; }
  main { box-sizing: border-box; width: min(26rem, calc(100vw - 2rem)); margin: 5vh auto; background: #fff; border-radius: .75rem; overflow: hidden; }
  header { display: flex; align-items: center; gap: .75rem; padding: 1rem; color: #fff; background: ${color}; }
  header img { width: 2.5rem; height: 2.5rem; background: #fff; border-radius: .5rem; }
  h1 { margin: 0; font-size: 1rem; } header p { margin: 0; font-size: .875rem; }
  #close { margin-left: auto; width: 2.25rem; height: 2.25rem; border: 0; border-radius: 50%; background: rgba(255, 255, 255, .2); color: #fff; font-size: 1.25rem; cursor: pointer; }
  .body { padding: 1rem 1.25rem 1.25rem; } dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; } dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  [role=status] { min-height: 1.5rem; } button.action { display: block; width: 100%; margin-top: .5rem; padding: .75rem; border-radius: .5rem; font: inherit; cursor: pointer; }
  #pay { border: 0; color: #fff; background: ${color}; } #decline { border: 1px solid #888; background: #fff; }
</style>
</head>
<body>
<main aria-labelledby="merchant">
  <header>
    ${image ? `<img src="${escapeHtml(image)}" alt="" width="40" height="40">` : ""}
    <div><h1 id="merchant">${escapeHtml(field("name") || "Merchant")}</h1><p>${escapeHtml(field("description"))}</p></div>
    <button id="close" type="button" aria-label="Close payment window">×</button>
  </header>
  <div class="body">
    <p>Test mode: this stand-in for Razorpay Checkout takes no money.</p>
    <dl>${facts.map(([label, value]) => `<dt>${escapeHtml(label as string)}</dt><dd>${escapeHtml(value as string)}</dd>`).join("")}</dl>
    <p role="status" id="status"></p>
    <button class="action" id="pay" type="button">Pay ${escapeHtml(amount)}</button>
    <button class="action" id="decline" type="button">Decline payment</button>
  </div>
</main>
<script>
(function () {
  var parentOrigin = ${scriptJson(parentOrigin)};
  var body = ${scriptJson({ key_id: keyId, order_id: order.id })};
  var status = document.getElementById("status");
  var buttons = [document.getElementById("pay"), document.getElementById("decline")];
  function tell(event, payload) { parent.postMessage({ source: ${scriptJson(MESSAGE_SOURCE)}, event: event, payload: payload }, parentOrigin); }
  function busy(on, text) { buttons.forEach(function (b) { b.disabled = on; }); status.textContent = text || ""; }
  function post(path) {
    return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(function (res) { return res.json().then(function (json) { return { ok: res.ok, json: json }; }); });
  }
  document.getElementById("pay").addEventListener("click", function () {
    busy(true, "Processing payment…");
    post("/v1/checkout/pay").then(function (result) {
      if (!result.ok) { busy(false, result.json.error.description); return; }
      tell("payment.success", result.json);
    }, function () { busy(false, "Could not reach the payment server."); });
  });
  document.getElementById("decline").addEventListener("click", function () {
    busy(true, "Declining payment…");
    post("/v1/checkout/decline").then(function (result) {
      busy(false, "Payment failed. Try again, or close this window.");
      tell("payment.failed", result.json);
    }, function () { busy(false, "Could not reach the payment server."); });
  });
  document.getElementById("close").addEventListener("click", function () { tell("dismiss"); });
  document.getElementById("pay").focus();
})();
</script>
</body>
</html>`;
}

function send(res: ServerResponse, status: number, body: string, contentType: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": contentType,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(body);
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  send(res, status, JSON.stringify(body), "application/json", headers);

function checkoutError(description: string, extra: Record<string, unknown> = {}) {
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: "payment_initiation",
      reason: "input_validation_failed",
      metadata: {},
      ...extra,
    },
  };
}

/**
 * Answers the checkout's requests; false when `path` is not one of them (the REST API's turn).
 * `json` is the parsed request body.
 */
export function handleCheckoutRequest(state: CheckoutState, method: string, url: URL, body: unknown, res: ServerResponse): boolean {
  const path = url.pathname;
  if (method === "GET" && path === "/v1/checkout.js") {
    send(res, 200, checkoutScript(state.apiOrigin()), "text/javascript; charset=utf-8");
    return true;
  }
  if (method === "GET" && path === "/v1/preferences") {
    const cors = { "Access-Control-Allow-Origin": "*" };
    if (url.searchParams.get("key_id") !== state.keyId) json(res, 401, checkoutError("The api key provided is invalid"), cors);
    else json(res, 200, { options: { theme: {} }, methods: { card: true, upi: true, netbanking: true } }, cors);
    return true;
  }
  if (method === "GET" && path === "/v1/checkout/public") {
    const order = state.orders.get(url.searchParams.get("order_id") ?? "");
    const parentOrigin = httpOrigin(url.searchParams.get("parent_origin"));
    if (url.searchParams.get("key_id") !== state.keyId || !order || !parentOrigin) {
      send(res, 400, "<!DOCTYPE html><title>Checkout error</title><p>Unknown key, order or page.</p>", "text/html; charset=utf-8");
    } else {
      send(res, 200, frameHtml(order, url.searchParams, parentOrigin, state.keyId), "text/html; charset=utf-8");
    }
    return true;
  }
  if (method === "POST" && (path === "/v1/checkout/pay" || path === "/v1/checkout/decline")) {
    const { key_id: keyId, order_id: orderId } = (body ?? {}) as { key_id?: unknown; order_id?: unknown };
    if (keyId !== state.keyId) {
      json(res, 401, checkoutError("The api key provided is invalid"));
      return true;
    }
    const order = typeof orderId === "string" ? state.orders.get(orderId) : undefined;
    if (!order) {
      json(res, 400, checkoutError("The id provided does not exist"));
      return true;
    }
    if (order.status === "paid") {
      json(res, 400, checkoutError("This order has already been paid"));
      return true;
    }
    const id = paymentId();
    const base = {
      id,
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      method: "card",
      amount_refunded: 0,
      created_at: Math.floor(Date.now() / 1000),
    };
    order.attempts += 1;
    if (path === "/v1/checkout/pay") {
      state.payments.set(id, { ...base, status: "captured", captured: true });
      order.status = "paid";
      order.amount_paid = order.amount;
      json(res, 200, {
        razorpay_payment_id: id,
        razorpay_order_id: order.id,
        razorpay_signature: signCheckoutPayment(order.id, id, state.keySecret),
      });
    } else {
      const description = "Your payment has been declined by the bank (test stand-in).";
      state.payments.set(id, {
        ...base,
        status: "failed",
        captured: false,
        error_code: "BAD_REQUEST_ERROR",
        error_description: description,
      });
      order.status = "attempted";
      json(res, 200, {
        error: {
          code: "BAD_REQUEST_ERROR",
          description,
          source: "customer",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { order_id: order.id, payment_id: id },
        },
      });
    }
    return true;
  }
  return false;
}
