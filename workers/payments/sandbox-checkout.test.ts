import { afterEach, describe, expect, it, vi } from "vitest";
import { sandboxCheckoutScript } from "./sandbox";

/**
 * The sandbox payment window as the browser runs it: the served script (words written in) run
 * against a small stand-in for the DOM and `fetch`, its window read back as text. The window asks
 * the gateway for its order's language, then speaks it.
 */

class FakeElement {
  className = "";
  textContent = "";
  id = "";
  lang = "";
  type = "";
  disabled = false;
  open = false;
  style: Record<string, string> = {};
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  attributes: Record<string, string> = {};
  listeners: Record<string, ((event: { preventDefault(): void }) => void)[]> = {};
  constructor(readonly tagName: string) {}
  appendChild(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = null;
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = String(value);
  }
  removeAttribute(name: string) {
    delete this.attributes[name];
  }
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  click() {
    for (const listener of this.listeners.click ?? []) listener({ preventDefault() {} });
  }
  showModal() {
    this.open = true;
  }
  close() {
    this.open = false;
  }
  focus() {}
  /** Every element below this one, depth first. */
  all(): FakeElement[] {
    return this.children.flatMap((child) => [child, ...child.all()]);
  }
}

const ORIGIN = "https://kaivalya.test";
type Answer = { status: number; json?: unknown } | "offline";
/** How the gateway answers a path: at once, or when the test lets it. */
type Answering = Answer | (() => Promise<Answer>);

/** Loads the script into a fresh window whose gateway answers each path as `answers` say. */
function loadWindow(answers: Record<string, Answering>) {
  const body = new FakeElement("body");
  const head = new FakeElement("head");
  const document = {
    currentScript: { src: `${ORIGIN}/api/payments/sandbox/checkout.js` },
    head,
    body,
    createElement: (tag: string) => new FakeElement(tag),
    getElementById: (id: string) => head.all().find((el) => el.id === id) ?? null,
    querySelector: () => null,
  };
  const asked: string[] = [];
  const fetch = vi.fn(async (url: URL) => {
    asked.push(url.href);
    const answering = answers[url.pathname] ?? { status: 404, json: { error: "No such endpoint" } };
    const answer = typeof answering === "function" ? await answering() : answering;
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.json ?? Promise.reject(new SyntaxError("not JSON")) };
  });
  const window: { Razorpay?: new (options: object) => { open(): void; close(): void; on(e: string, f: (x: unknown) => void): void } } = {};
  new Function("window", "document", "location", "fetch", sandboxCheckoutScript)(window, document, { href: `${ORIGIN}/cart` }, fetch);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error("the script defined no Razorpay");
  return { Razorpay, body, asked };
}

const ORDER = "order_sbxWindowTest0001";
const options = {
  key: "rzp_sandbox_kaivalya",
  amount: 1_236_000,
  currency: "INR",
  name: "Kaivalya Ayurveda Retreat",
  description: "Buchung Ihrer Auszeit",
  order_id: ORDER,
  prefill: { name: "Anna Weber", email: "anna.weber@example.com", contact: "+49301234567" },
  theme: { color: "#8B7355" },
  handler: () => {},
  modal: { ondismiss: () => {} },
};
const localeAnswer = (locale: string): Answer => ({ status: 200, json: { order_id: ORDER, locale } });

async function openedDialog(body: FakeElement) {
  await vi.waitFor(() => expect(body.children.find((el) => el.tagName === "dialog")?.open).toBe(true));
  const dialog = body.children.find((el) => el.tagName === "dialog") as FakeElement;
  const byClass = (name: string) => dialog.all().find((el) => el.className.split(" ").includes(name)) as FakeElement;
  return {
    dialog,
    byClass,
    texts: dialog
      .all()
      .map((el) => el.textContent)
      .filter(Boolean),
    status: () => byClass("kv-sbx__status").textContent,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("the sandbox payment window", () => {
  it("speaks German to a German order: title, facts, buttons, and the amount as Germans write it", async () => {
    const { Razorpay, body, asked } = loadWindow({ [`/api/payments/sandbox/orders/${ORDER}`]: localeAnswer("de") });
    new Razorpay(options).open();
    const { dialog, texts, byClass } = await openedDialog(body);
    expect(asked).toEqual([`${ORIGIN}/api/payments/sandbox/orders/${ORDER}`]);
    expect(dialog.lang).toBe("de");
    expect(texts).toEqual([
      "Kaivalya Ayurveda Retreat",
      "Buchung Ihrer Auszeit",
      "×",
      "Testmodus",
      "Testzahlung – es wird kein Geld abgebucht",
      "Dieses Fenster steht für den Zahlungsdienst, solange die Website im Testmodus läuft. Wählen Sie, wie die Zahlung ausgeht.",
      "Betrag",
      "12.360,00\u00a0₹",
      "Bestellung",
      ORDER,
      "Name",
      "Anna Weber",
      "E-Mail",
      "anna.weber@example.com",
      "Telefon",
      "+49301234567",
      "12.360,00\u00a0₹ bezahlen",
      "Zahlung ablehnen",
    ]);
    expect(byClass("kv-sbx__close").attributes["aria-label"]).toBe("Testzahlung schließen");
  });

  it("says in German what went wrong, in place of the gateway's English", async () => {
    const { Razorpay, body } = loadWindow({
      [`/api/payments/sandbox/orders/${ORDER}`]: localeAnswer("de"),
      "/api/payments/sandbox/pay": { status: 409, json: { error: "This order is already paid." } },
      "/api/payments/sandbox/fail": "offline",
    });
    const failed = vi.fn();
    const paymentWindow = new Razorpay(options);
    paymentWindow.on("payment.failed", failed);
    paymentWindow.open();
    const { byClass, status } = await openedDialog(body);
    byClass("kv-sbx__pay").click();
    expect(status()).toBe("Testzahlung läuft …");
    await vi.waitFor(() => expect(status()).toBe("Diese Bestellung ist bereits bezahlt."));
    byClass("kv-sbx__fail").click();
    expect(status()).toBe("Testzahlung wird abgelehnt …");
    await vi.waitFor(() => expect(status()).toBe("Der Testzahlungsdienst ist nicht erreichbar. Bitte versuchen Sie es noch einmal."));
    expect(failed).not.toHaveBeenCalled();
  });

  it("words any other refusal in German, where the English window shows the gateway's own words", async () => {
    for (const [locale, expected] of [
      ["de", "Der Testzahlungsdienst hat diese Zahlung abgelehnt."],
      ["en", "The request body is not valid."],
    ] as const) {
      const { Razorpay, body } = loadWindow({
        [`/api/payments/sandbox/orders/${ORDER}`]: localeAnswer(locale),
        "/api/payments/sandbox/pay": { status: 422, json: { error: "The request body is not valid." } },
      });
      new Razorpay(options).open();
      const { byClass, status } = await openedDialog(body);
      byClass("kv-sbx__pay").click();
      await vi.waitFor(() => expect(status(), locale).toBe(expected));
    }
  });

  it("reports a declined German payment in German and tells the page", async () => {
    const { Razorpay, body } = loadWindow({
      [`/api/payments/sandbox/orders/${ORDER}`]: localeAnswer("de"),
      "/api/payments/sandbox/fail": { status: 200, json: { error: { code: "BAD_REQUEST_ERROR", description: "declined" } } },
    });
    const failed = vi.fn();
    const paymentWindow = new Razorpay(options);
    paymentWindow.on("payment.failed", failed);
    paymentWindow.open();
    const { byClass, status } = await openedDialog(body);
    byClass("kv-sbx__fail").click();
    await vi.waitFor(() =>
      expect(status()).toBe("Die Zahlung ist fehlgeschlagen. Versuchen Sie es noch einmal oder schließen Sie dieses Fenster."),
    );
    expect(failed).toHaveBeenCalledWith({ error: { code: "BAD_REQUEST_ERROR", description: "declined" } });
  });

  it("keeps the English window's words, and the gateway's own, for an English order", async () => {
    const { Razorpay, body } = loadWindow({
      [`/api/payments/sandbox/orders/${ORDER}`]: localeAnswer("en"),
      "/api/payments/sandbox/pay": { status: 409, json: { error: "This order is already paid." } },
    });
    new Razorpay({
      ...options,
      description: "Sacred Journey Booking",
      prefill: { email: "asha@example.com", contact: "+919847012345" },
    }).open();
    const { dialog, texts, byClass, status } = await openedDialog(body);
    expect(dialog.lang).toBe("en");
    expect(texts).toEqual([
      "Kaivalya Ayurveda Retreat",
      "Sacred Journey Booking",
      "×",
      "Sandbox",
      "Test payment — no money is taken",
      "This window stands in for the payment gateway while the site runs in sandbox mode. Choose how the payment ends.",
      "Amount",
      "₹12,360.00",
      "Order",
      ORDER,
      "Email",
      "asha@example.com",
      "Phone",
      "+919847012345",
      "Pay ₹12,360.00",
      "Fail payment",
    ]);
    expect(byClass("kv-sbx__close").attributes["aria-label"]).toBe("Close test payment");
    byClass("kv-sbx__pay").click();
    expect(status()).toBe("Processing test payment…");
    await vi.waitFor(() => expect(status()).toBe("This order is already paid."));
  });

  it("opens in English when the gateway does not say the order's language", async () => {
    for (const answer of ["offline", { status: 404, json: { error: "Unknown sandbox order." } }, localeAnswer("constructor")] as const) {
      const { Razorpay, body } = loadWindow({ [`/api/payments/sandbox/orders/${ORDER}`]: answer });
      new Razorpay(options).open();
      const { dialog, texts } = await openedDialog(body);
      expect(dialog.lang, JSON.stringify(answer)).toBe("en");
      expect(texts).toContain("Test payment — no money is taken");
    }
  });

  it("never appears once closed while it asked for its language, and asks once however often opened", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { Razorpay, body, asked } = loadWindow({
      [`/api/payments/sandbox/orders/${ORDER}`]: async () => {
        await held;
        return localeAnswer("de");
      },
    });
    const paymentWindow = new Razorpay(options);
    paymentWindow.open();
    paymentWindow.open();
    paymentWindow.close();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(1);
    expect(body.children).toEqual([]);

    // Opened again, it appears.
    paymentWindow.open();
    await openedDialog(body);
  });
});
