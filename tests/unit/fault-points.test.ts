// The crash switch accepts every fault point the code names (lib/env.ts spells them out, as it
// cannot import lib/fault-points.ts), and nothing else: a point missing from the switch would make
// its kill test wait for a crash that never comes.
import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/env";
import { FAULT_POINTS } from "@/lib/fault-points";

afterEach(() => {
  delete process.env.GATEWAY_TEST_FAULT;
  resetEnvForTests();
});

describe("GATEWAY_TEST_FAULT", () => {
  it.each(FAULT_POINTS)("takes %s, and %s:N", (point) => {
    for (const value of [point, `${point}:3`]) {
      process.env.GATEWAY_TEST_FAULT = value;
      resetEnvForTests();
      expect(env().GATEWAY_TEST_FAULT).toBe(value);
    }
  });

  it("refuses a name that is no fault point", () => {
    process.env.GATEWAY_TEST_FAULT = "after_everything";
    resetEnvForTests();
    expect(() => env()).toThrow(/GATEWAY_TEST_FAULT/);
  });
});
