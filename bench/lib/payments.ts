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

const fakeModuleCandidates = ["tests/fakes/fake-razorpay.ts"];

/** Two nights in the Sunrise room for two guests, shaped as the payment order request (docs/product.md#checkout, step 3). */
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

export const ROOM_IDS = [
  "sanctum-sanctorium",
  "sunrise",
  "tranquility",
  "lilybeth",
  "secret-garden",
  "lavender-loft",
  "forest",
  "stoneage",
];

/** An order for one night in a room, `inDays` from today (no `amount`: the server prices it). */
export function oneNightOrder(roomId: string, inDays: number, today = new Date()): Record<string, unknown> {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + inDays));
  const end = new Date(start.getTime() + 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    currency: "INR",
    userDetails: { name: "Bench Guest", email: "bench@example.com", phone: "+919876543210" },
    cartItems: [
      {
        id: `${roomId}-${start.getTime()}`,
        type: "room",
        roomId,
        name: roomId,
        description: "",
        price: 1,
        image: "",
        startDate: iso(start),
        endDate: iso(end),
        dates: `${iso(start)} - ${iso(end)}`,
        quantity: 1,
        nights: 1,
        guests: 2,
        currency: "EUR",
      },
    ],
  };
}

/**
 * Bodies for creating orders that each hold a night nobody holds yet: the eight rooms in turn, then
 * the next day, from day 60 (the probe order is on day 30). 8 x 600 nights before it wraps.
 */
export function freeNightBodies(): () => string {
  let n = 0;
  return () => {
    const i = n++;
    return JSON.stringify(oneNightOrder(ROOM_IDS[i % ROOM_IDS.length] ?? "sunrise", 60 + (Math.floor(i / ROOM_IDS.length) % 600)));
  };
}

/**
 * Bodies that contend: ten requests in a row want the same night (two rooms in turn, days 500-699),
 * so with ten connections about ten orders race for each night. The first holds it; the others
 * must fail their batch on the room-night's key and answer 409 with the dates. Measures holding
 * under contention: the winning batches and the refusals with their calendar read.
 */
const CONTENDERS_PER_NIGHT = 10;
export function contendedBodies(): () => string {
  let n = 0;
  return () => {
    const night = Math.floor(n++ / CONTENDERS_PER_NIGHT);
    return JSON.stringify(oneNightOrder(night % 2 === 0 ? "lilybeth" : "stoneage", 500 + (Math.floor(night / 2) % 200)));
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
