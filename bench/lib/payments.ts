// `POST /api/payments/orders` under load, with the Worker pointed at a fake Razorpay on loopback
// so the numbers measure this code, never a third party.
//
// The fake belongs to the payments code: the bench starts it from tests/fakes/fake-razorpay.ts
// when that module exists. Its contract:
//
//   export async function startFakeRazorpay(options: { port: 0 }):
//     Promise<{ url: string; close(): Promise<void> }>;
//   // Worker vars (passed to `wrangler dev --var`) that point the Razorpay client at the fake.
//   export function workerVars(fakeUrl: string): Record<string, string>;
//   // Optional: a valid order request for the current catalogue (else the one below is used).
//   export const sampleOrderRequest: unknown;
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

export type FakeRazorpay = {
  url: string;
  vars: Record<string, string>;
  orderRequest: unknown;
  close: () => Promise<void>;
};

type FakeModule = {
  startFakeRazorpay: (options: { port: 0 }) => Promise<{ url: string; close: () => Promise<void> }>;
  workerVars?: (url: string) => Record<string, string>;
  sampleOrderRequest?: unknown;
};

export const fakeModuleCandidates = ["tests/fakes/fake-razorpay.ts"];

/** Two nights in the Sunrise room for two guests, shaped as SPEC "Payment order request". */
export function defaultOrderRequest(today = new Date()): unknown {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 30));
  const end = new Date(start.getTime() + 2 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const display = (d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "2-digit", timeZone: "UTC" });
  return {
    // Sunrise is €250 a night: €500 for two nights, a 20% deposit of €100 at ₹103 per euro.
    amount: 10_300,
    currency: "INR",
    userDetails: { name: "Bench Guest", email: "bench@example.com", phone: "+919876543210" },
    cartItems: [
      {
        id: `sunrise-${start.getTime()}`,
        type: "room",
        roomId: "sunrise",
        name: "Sunrise",
        description: "",
        price: 500,
        image: "/media/rooms/sunrise/interior-1600.webp",
        startDate: iso(start),
        endDate: iso(end),
        dates: `${display(start)} - ${display(end)}, ${end.getUTCFullYear()}`,
        quantity: 1,
        nights: 2,
        guests: 2,
        currency: "EUR",
      },
    ],
  };
}

/** Starts the payments code's fake Razorpay if it exists; null when it does not yet. */
export async function startFakeRazorpay(): Promise<FakeRazorpay | null> {
  const file = fakeModuleCandidates.find((f) => existsSync(f));
  if (!file) return null;
  const mod = (await import(pathToFileURL(resolve(file)).href)) as FakeModule;
  if (typeof mod.startFakeRazorpay !== "function") {
    throw new Error(`${file} does not export startFakeRazorpay({ port: 0 }) (see bench/lib/payments.ts)`);
  }
  const fake = await mod.startFakeRazorpay({ port: 0 });
  return {
    url: fake.url,
    vars: mod.workerVars?.(fake.url) ?? {},
    orderRequest: mod.sampleOrderRequest ?? defaultOrderRequest(),
    close: fake.close,
  };
}
