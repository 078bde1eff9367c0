import type { TestProject } from "vitest/node";
import { startFakeRazorpay } from "./fake-razorpay";

/**
 * Vitest globalSetup of the `worker-live` project: starts the fake Razorpay on a free loopback
 * port and hands its URL to vitest.config.ts, which passes it to the Worker as RAZORPAY_API_BASE.
 */

declare module "vitest" {
  export interface ProvidedContext {
    razorpayUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const razorpay = await startFakeRazorpay();
  project.provide("razorpayUrl", razorpay.url);
  return async () => {
    await razorpay.close();
  };
}
