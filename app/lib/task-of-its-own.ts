/**
 * Runs `work` in a task of its own, after the current one, and returns what cancels it (for an
 * effect's cleanup).
 *
 * React runs every effect of a hydrated page in one task, and a tap that arrives meanwhile waits
 * for all of them. What can come a moment later (the display face, the stored cart, the hero
 * film, the German offer) goes through here, so the browser can answer a tap between the pieces
 * (docs/benchmarks.md#shorter-tasks-after-hydration).
 */
export function inTaskOfItsOwn(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
