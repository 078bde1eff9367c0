import type { TestProject } from "vitest/node";
import { startFakeAccess } from "./fake-access.ts";

/**
 * Vitest globalSetup of the `worker-gateway` project: a Cloudflare Access team on loopback, whose
 * origin vitest.config.ts gives the Worker as ACCESS_TEAM_DOMAIN.
 */

declare module "vitest" {
  export interface ProvidedContext {
    accessUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const access = await startFakeAccess();
  project.provide("accessUrl", access.url);
  return async () => {
    await access.close();
  };
}
