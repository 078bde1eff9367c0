import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The Worker tests run build/server/index.js, and the checks of the build read what it wrote, not
 * the sources: after an edit without `npm run build` they would test the previous code and pass or
 * fail for the wrong reason. This check (the globalSetup of the Worker projects and of the `build`
 * project in vitest.config.ts) refuses a build that is missing or older than what it is built from.
 */

/** What the build is made from: a change to any of these needs a new build. */
export const BUILD_INPUTS = [
  "app",
  "workers",
  "migrations",
  "wrangler.toml",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "messages",
  // Not the rest of project.inlang/: the inlang SDK keeps its own cache there.
  "project.inlang/settings.json",
] as const;

/** The built Worker, written at the end of `npm run build`. */
export const BUILT_WORKER = "build/server/index.js";

export type FileTime = { path: string; mtimeMs: number };

/** Tests beside the code are not part of the build. */
export function isBuildInput(path: string): boolean {
  return !/\.test\.tsx?$/.test(path);
}

/** The most recently changed of `files`, or null when there are none. */
export function newestFile(files: readonly FileTime[]): FileTime | null {
  let newest: FileTime | null = null;
  for (const file of files) if (!newest || file.mtimeMs > newest.mtimeMs) newest = file;
  return newest;
}

/**
 * Why the build cannot be tested, or null when it is at least as new as every input: missing, or
 * older than the newest input (named, with by how much).
 */
export function staleBuildProblem(build: FileTime | null, inputs: readonly FileTime[]): string | null {
  if (!build) return `No build to test: ${BUILT_WORKER} is missing. Run \`npm run build\` first.`;
  const newest = newestFile(inputs.filter((file) => isBuildInput(file.path)));
  if (!newest || newest.mtimeMs <= build.mtimeMs) return null;
  const seconds = Math.ceil((newest.mtimeMs - build.mtimeMs) / 1000);
  return (
    `The build is older than the sources: ${newest.path} changed ${seconds} s after ${build.path} was built, ` +
    "so the tests would check the previous code. Run `npm run build` first."
  );
}

function fileTimes(root: string, path: string): FileTime[] {
  const full = join(root, path);
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [{ path: relative(root, full), mtimeMs: stat.mtimeMs }];
  return readdirSync(full).flatMap((name) => fileTimes(root, join(path, name)));
}

/** Reads the file times under `root` and applies `staleBuildProblem`. */
export function checkBuildFreshness(root: string): string | null {
  const [build] = fileTimes(root, BUILT_WORKER);
  return staleBuildProblem(
    build ?? null,
    BUILD_INPUTS.flatMap((input) => fileTimes(root, input)),
  );
}

/** Vitest globalSetup of the projects that test the build. */
export default function refuseStaleBuild(): void {
  const problem = checkBuildFreshness(fileURLToPath(new URL("../..", import.meta.url)));
  if (problem) throw new Error(problem);
}
