// lib/fault-points.ts: the test-only crash switch is refused in production and does nothing
// unless its point is named.
import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError, env, resetEnvForTests } from "@/lib/env";
import { faultPoint } from "@/lib/fault-points";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("GATEWAY_TEST_FAULT", () => {
  it("is refused in production, with a message that says it is test-only", () => {
    Object.assign(process.env, { NODE_ENV: "production", PUBLIC_BASE_URL: "https://pay.example.test", NEXTAUTH_SECRET: "x".repeat(40), ENCRYPTION_KEY: "ab".repeat(32), GATEWAY_TEST_FAULT: "after_processor_answer" });
    resetEnvForTests();
    expect(() => env()).toThrow(ConfigurationError);
    expect(() => env()).toThrow(/GATEWAY_TEST_FAULT is a test-only crash switch/);
  });

  it("accepts only known fault points", () => {
    Object.assign(process.env, { NODE_ENV: "test", GATEWAY_TEST_FAULT: "anywhere" });
    resetEnvForTests();
    expect(() => env()).toThrow(/GATEWAY_TEST_FAULT/);
  });

  it("accepts a known point with the time it fires (name:N), and nothing else after the colon", () => {
    for (const [value, ok] of [
      ["payout_after_processor_answer", true],
      ["payout_after_processor_answer:12", true],
      ["payout_after_processor_answer:0", false],
      ["payout_after_processor_answer:x", false],
      ["after_processor_answer:", false],
    ] as const) {
      Object.assign(process.env, { NODE_ENV: "test", GATEWAY_TEST_FAULT: value });
      resetEnvForTests();
      if (ok) expect(env().GATEWAY_TEST_FAULT).toBe(value);
      else expect(() => env()).toThrow(/GATEWAY_TEST_FAULT/);
    }
  });

  it("does nothing at another point, nor before its Nth time", () => {
    Object.assign(process.env, { NODE_ENV: "test", GATEWAY_TEST_FAULT: "payout_after_processor_answer:3" });
    resetEnvForTests();
    faultPoint("after_processor_answer");
    faultPoint("payout_after_processor_answer");
    faultPoint("payout_after_processor_answer");
    expect(process.exitCode ?? 0).toBe(0); // the third would end this process
  });

  it("does nothing when unset (this process is still alive afterwards)", () => {
    Object.assign(process.env, { NODE_ENV: "test" });
    delete process.env.GATEWAY_TEST_FAULT;
    resetEnvForTests();
    expect(env().GATEWAY_TEST_FAULT).toBeUndefined();
    faultPoint("after_processor_answer");
    expect(process.exitCode ?? 0).toBe(0);
  });
});
