import { describe, expect, it } from "vitest";
import { longestModuleEvaluation } from "./inspector-cost.ts";

describe("longestModuleEvaluation", () => {
  const event = (name: string, ts: number, dur: number, tid = 1) => ({ name, ph: "X", pid: 7, tid, ts, dur });

  it("takes the longest module evaluation and the source positions collected inside it, in ms", () => {
    expect(
      longestModuleEvaluation([
        event("v8.evaluateModule", 0, 5_000),
        event("v8.evaluateModule", 10_000, 90_000),
        event("V8.CollectSourcePositions", 12_000, 60_000),
        event("V8.CollectSourcePositions", 80_000, 5_000),
        // Outside the evaluation, or on another thread: not its own.
        event("V8.CollectSourcePositions", 2_000, 1_000),
        event("V8.CollectSourcePositions", 20_000, 9_000, 2),
      ]),
    ).toEqual({ evaluationMs: 90, sourcePositionsMs: 65 });
  });

  it("finds nothing in a trace without a module evaluation", () => {
    expect(longestModuleEvaluation([event("V8.CollectSourcePositions", 0, 1_000)])).toBeNull();
  });
});
