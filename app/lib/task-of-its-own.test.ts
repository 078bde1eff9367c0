import { describe, expect, it } from "vitest";
import { inTaskOfItsOwn } from "./task-of-its-own";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("inTaskOfItsOwn", () => {
  it("runs the work after the current task and its microtasks, not inside them", async () => {
    const order: string[] = [];
    inTaskOfItsOwn(() => order.push("work"));
    order.push("same task");
    await Promise.resolve();
    order.push("microtask");
    expect(order).toEqual(["same task", "microtask"]);
    await nextTask();
    expect(order).toEqual(["same task", "microtask", "work"]);
  });

  it("does nothing once cancelled, as an effect's cleanup cancels it", async () => {
    let ran = 0;
    const cancel = inTaskOfItsOwn(() => {
      ran += 1;
    });
    cancel();
    await nextTask();
    await nextTask();
    expect(ran).toBe(0);
  });
});
