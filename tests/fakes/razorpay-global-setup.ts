import type { TestProject } from "vitest/node";
import { startFakeRazorpay } from "./fake-razorpay";
import vendorFakes from "./global-setup.ts";

/**
 * Vitest globalSetup of the `worker-gateway` project: starts the fake Razorpay on a free loopback
 * port and hands its URL to vitest.config.ts, which passes it to the Worker as RAZORPAY_API_BASE;
 * and the other vendor fakes (Formspree, the e-mail API), as the `worker` project has them.
 */

declare module "vitest" {
  export interface ProvidedContext {
    razorpayUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const razorpay = await startFakeRazorpay();
  project.provide("razorpayUrl", razorpay.url);
  const closeVendors = await vendorFakes(project);
  return async () => {
    await razorpay.close();
    await closeVendors();
  };
}
