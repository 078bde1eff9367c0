import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEPOSIT_PERCENT } from "../../app/domain/money/money";
import { readSources } from "./import-graph";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the deposit rate is written in one place", () => {
  it("no page or Worker module spells the rate out: every sentence builds it from DEPOSIT_PERCENT", () => {
    const spelled = new RegExp(`(?<![\\w%_.-])(${DEPOSIT_PERCENT}\\s?%|0\\.${DEPOSIT_PERCENT / 10}\\b)(?![\\w_])`);
    const offenders = [...readSources(root, ["app", "workers"])]
      .filter(([path]) => !/\.test\.tsx?$/.test(path) && path !== "app/domain/money/money.ts")
      .flatMap(([path, text]) =>
        text
          .split("\n")
          .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
          .filter(({ line }) => spelled.test(line) && !/\b(className|bg-|from-|to-|via-)/.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
