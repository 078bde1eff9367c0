import { useEffect, useState } from "react";
import type { CartItem } from "~/domain/cart/cart-item";

const NO_PROBLEMS: ReadonlyMap<number, string> = new Map();

/**
 * The cart's lines that cannot be paid for as they stand (cart-problems.ts), asked for after
 * hydration and whenever the lines change; `refresh` asks again (after the order endpoint's 409).
 * The rules and the calendar load on demand: the cart's first load stays within its budget.
 */
export function useCartProblems(items: readonly CartItem[], refresh: number): ReadonlyMap<number, string> {
  const [problems, setProblems] = useState(NO_PROBLEMS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` only triggers a new look
  useEffect(() => {
    const controller = new AbortController();
    import("./cart-problems")
      .then(({ findCartProblems }) => findCartProblems(items, controller.signal))
      // findCartProblems logs a calendar it could not read; only a chunk that did not load lands here.
      .then((found) => controller.signal.aborted || setProblems(found), console.warn);
    return () => controller.abort();
  }, [items, refresh]);
  return problems;
}
