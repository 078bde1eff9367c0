// The sandbox payment window: a stand-in for Razorpay's checkout.js with the same interface
// (`new Razorpay(options)`, `open()`, `close()`, `on('payment.failed', fn)`, `options.handler`,
// `options.modal.ondismiss`). Served by the Worker at /api/payments/sandbox/checkout.js in sandbox
// mode only (404 in live mode). Paying asks the sandbox endpoint beside this script for a payment
// id and a correctly signed result, so the site's real verify path runs. No money moves.
// The window speaks the language of its order, as the booking records it: it asks the gateway as
// it opens, as Razorpay's own window loads its order first.
(function () {
  "use strict";
  if (window.Razorpay) return;

  var script = document.currentScript;
  var base = new URL(".", script && script.src ? script.src : location.href);

  // Every word of the window, per language: written in by the Worker from sandbox-window-copy.ts.
  var COPY = {} /* SANDBOX_WINDOW_COPY */;

  var CSS = [
    // The page's CSS reset may zero <dialog>'s own centring margins; restore them.
    ".kv-sbx{position:fixed;inset:0;margin:auto;height:fit-content;padding:0;border:0;border-radius:1.25rem;width:min(27rem,calc(100vw - 2rem));max-height:calc(100dvh - 2rem);overflow:auto;",
    "color:#2b2420;background:#faf6ef;box-shadow:0 24px 64px rgba(27,36,29,.35);font:16px/1.5 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}",
    ".kv-sbx::backdrop{background:rgba(27,36,29,.6)}",
    ".kv-sbx__head{display:flex;align-items:center;gap:.875rem;padding:1.125rem 1.25rem;color:#fff}",
    ".kv-sbx__logo{width:2.75rem;height:2.75rem;border-radius:.75rem;background:#faf6ef;padding:.35rem;flex:none}",
    ".kv-sbx__merchant{margin:0;font-weight:600;font-size:1rem;line-height:1.25}",
    ".kv-sbx__desc{margin:.125rem 0 0;font-size:.8125rem;opacity:.85}",
    ".kv-sbx__close{margin-left:auto;flex:none;width:2.5rem;height:2.5rem;border:0;border-radius:999px;background:rgba(255,255,255,.16);color:#fff;font-size:1.375rem;line-height:1;cursor:pointer}",
    ".kv-sbx__close:hover{background:rgba(255,255,255,.28)}",
    ".kv-sbx__body{padding:1.25rem 1.25rem 1.5rem}",
    ".kv-sbx__badge{display:inline-block;margin:0 0 .625rem;padding:.2rem .6rem;border-radius:999px;background:#f1e9dc;color:#6b5841;font-size:.6875rem;font-weight:700;letter-spacing:.16em;text-transform:uppercase}",
    ".kv-sbx__title{margin:0;font:500 1.625rem/1.15 'Cormorant Garamond',Georgia,serif;color:#27342a}",
    ".kv-sbx__note{margin:.5rem 0 1rem;font-size:.875rem;color:#6e6257}",
    ".kv-sbx__facts{margin:0 0 1rem;padding:.875rem 1rem;border:1px solid #e7dccb;border-radius:.875rem;background:#fff;display:grid;grid-template-columns:auto 1fr;gap:.375rem 1rem;font-size:.875rem}",
    ".kv-sbx__facts dt{color:#6e6257}",
    ".kv-sbx__facts dd{margin:0;text-align:right;overflow-wrap:anywhere;font-variant-numeric:tabular-nums}",
    ".kv-sbx__mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.75rem;line-height:1.7}",
    ".kv-sbx__amount{font-weight:700;font-size:1.0625rem;color:#27342a}",
    ".kv-sbx__status{min-height:1.25rem;margin:0 0 .75rem;font-size:.875rem}",
    ".kv-sbx__status[data-tone=error]{color:#9b2c1f}",
    ".kv-sbx__actions{display:grid;gap:.625rem}",
    ".kv-sbx__btn{min-height:2.875rem;border-radius:999px;font-family:inherit;font-weight:600;font-size:.8125rem;line-height:1;letter-spacing:.08em;text-transform:uppercase;cursor:pointer}",
    ".kv-sbx__btn:disabled{opacity:.55;cursor:not-allowed}",
    ".kv-sbx__btn:focus-visible,.kv-sbx__close:focus-visible{outline:2px solid #b8955a;outline-offset:3px}",
    ".kv-sbx__pay{border:0;color:#fff}",
    ".kv-sbx__fail{border:1px solid #b59d7f;background:transparent;color:#6b5841}",
    ".kv-sbx__fail:hover{background:#f1e9dc}",
  ].join("");

  function ensureStyle() {
    if (document.getElementById("kv-sbx-style")) return;
    var style = document.createElement("style");
    style.id = "kv-sbx-style";
    // The page's Content-Security-Policy admits inline styles only with its per-request nonce,
    // which every script the page rendered carries.
    var nonced = document.querySelector("script[nonce]");
    if (nonced && nonced.nonce) style.nonce = nonced.nonce;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function formatAmount(amount, currency, numberLocale) {
    try {
      return new Intl.NumberFormat(numberLocale, { style: "currency", currency: currency || "INR" }).format(amount / 100);
    } catch (_) {
      return (amount / 100).toFixed(2) + " " + (currency || "INR");
    }
  }

  function post(path, body) {
    return fetch(new URL(path, base), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then(function (res) {
      return res.json().then(
        function (json) {
          return { ok: res.ok, status: res.status, json: json };
        },
        function () {
          return { ok: false, status: res.status, json: null };
        },
      );
    });
  }

  // The language of the order, or English when the gateway does not say (the window still opens:
  // paying then reports what is wrong).
  function orderLocale(orderId) {
    return fetch(new URL("orders/" + encodeURIComponent(orderId || ""), base)).then(
      function (res) {
        return res.ok
          ? res.json().then(
              function (json) {
                return json && Object.prototype.hasOwnProperty.call(COPY, json.locale) ? json.locale : "en";
              },
              function () {
                return "en";
              },
            )
          : "en";
      },
      function () {
        return "en";
      },
    );
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.dialog = null;
    // Counts opens and closes, so a window closed while it asks for its language never appears.
    this.generation = 0;
    this.opening = false;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.close = function () {
    this.generation++;
    this.opening = false;
    if (this.dialog) {
      this.dialog.close();
      this.dialog.remove();
      this.dialog = null;
    }
  };

  Razorpay.prototype.open = function () {
    var self = this;
    if (this.dialog || this.opening) return;
    this.opening = true;
    var generation = ++this.generation;
    orderLocale(this.options.order_id).then(function (locale) {
      if (generation !== self.generation) return;
      self.opening = false;
      self.show(locale);
    });
  };

  Razorpay.prototype.show = function (locale) {
    var self = this;
    var o = this.options;
    var t = COPY[locale];
    ensureStyle();
    var amountText = formatAmount(o.amount, o.currency, t.numberLocale);
    var color = (o.theme && o.theme.color) || "#8B7355";

    var dialog = el("dialog", "kv-sbx");
    dialog.lang = locale;
    dialog.setAttribute("aria-labelledby", "kv-sbx-title");
    dialog.setAttribute("aria-describedby", "kv-sbx-note");

    var head = el("div", "kv-sbx__head");
    head.style.background = color;
    if (o.image) {
      var logo = el("img", "kv-sbx__logo");
      logo.src = o.image;
      logo.alt = "";
      logo.width = 44;
      logo.height = 44;
      head.appendChild(logo);
    }
    var who = el("div");
    who.appendChild(el("p", "kv-sbx__merchant", o.name || t.merchant));
    if (o.description) who.appendChild(el("p", "kv-sbx__desc", o.description));
    head.appendChild(who);
    var closeButton = el("button", "kv-sbx__close", "\u00d7");
    closeButton.type = "button";
    closeButton.setAttribute("aria-label", t.close);
    head.appendChild(closeButton);

    var body = el("div", "kv-sbx__body");
    body.appendChild(el("p", "kv-sbx__badge", t.badge));
    var title = el("h2", "kv-sbx__title", t.title);
    title.id = "kv-sbx-title";
    body.appendChild(title);
    var note = el("p", "kv-sbx__note", t.note);
    note.id = "kv-sbx-note";
    body.appendChild(note);

    var facts = el("dl", "kv-sbx__facts");
    function fact(label, value, className) {
      if (!value) return;
      facts.appendChild(el("dt", "", label));
      facts.appendChild(el("dd", className || "", value));
    }
    fact(t.amount, amountText, "kv-sbx__amount");
    fact(t.order, o.order_id, "kv-sbx__mono");
    var prefill = o.prefill || {};
    fact(t.name, prefill.name);
    fact(t.email, prefill.email);
    fact(t.phone, prefill.contact);
    body.appendChild(facts);

    var status = el("p", "kv-sbx__status");
    status.setAttribute("role", "status");
    body.appendChild(status);

    var actions = el("div", "kv-sbx__actions");
    var payButton = el(
      "button",
      "kv-sbx__btn kv-sbx__pay",
      t.pay.replace("{amount}", function () {
        return amountText;
      }),
    );
    payButton.type = "button";
    payButton.style.background = color;
    var failButton = el("button", "kv-sbx__btn kv-sbx__fail", t.fail);
    failButton.type = "button";
    actions.appendChild(payButton);
    actions.appendChild(failButton);
    body.appendChild(actions);

    dialog.appendChild(head);
    dialog.appendChild(body);
    document.body.appendChild(dialog);
    this.dialog = dialog;

    function busy(on, message) {
      payButton.disabled = on;
      failButton.disabled = on;
      closeButton.disabled = on;
      status.removeAttribute("data-tone");
      status.textContent = message || "";
    }
    function problem(message) {
      busy(false);
      status.setAttribute("data-tone", "error");
      status.textContent = message;
    }
    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === "function") o.modal.ondismiss();
    }

    closeButton.addEventListener("click", dismiss);
    dialog.addEventListener("cancel", function (event) {
      event.preventDefault();
      if (!closeButton.disabled) dismiss();
    });

    payButton.addEventListener("click", function () {
      busy(true, t.paying);
      post("pay", { order_id: o.order_id }).then(
        function (result) {
          if (!result.ok || !result.json || !result.json.razorpay_signature) {
            var said = t.refusals ? t.refusals[result.status] : result.json && result.json.error;
            problem(said || t.refused);
            return;
          }
          self.close();
          if (typeof o.handler === "function") o.handler(result.json);
        },
        function () {
          problem(t.unreachable);
        },
      );
    });

    failButton.addEventListener("click", function () {
      busy(true, t.declining);
      post("fail", { order_id: o.order_id }).then(
        function (result) {
          problem(t.declined);
          self.emit(
            "payment.failed",
            result.json && result.json.error
              ? result.json
              : {
                  error: {
                    code: "BAD_REQUEST_ERROR",
                    description: "Payment failed",
                    source: "customer",
                    step: "payment_authorization",
                    reason: "payment_failed",
                    metadata: { order_id: o.order_id },
                  },
                },
          );
        },
        function () {
          problem(t.unreachable);
        },
      );
    });

    dialog.showModal();
    payButton.focus();
  };

  window.Razorpay = Razorpay;
})();
