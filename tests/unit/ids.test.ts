import { describe, expect, it } from "vitest";
import { newId, randomBase62 } from "@/lib/ids";

describe("randomBase62 and newId", () => {
  it("has a fixed length per size, of base62 characters only", () => {
    expect(randomBase62(16)).toMatch(/^[0-9A-Za-z]{22}$/); // 22 × log2(62) ≈ 131 bits ≥ 128
    expect(randomBase62(24)).toMatch(/^[0-9A-Za-z]{33}$/);
    expect(randomBase62(6)).toMatch(/^[0-9A-Za-z]{9}$/);
    expect(newId("pay")).toMatch(/^pay_[0-9A-Za-z]{22}$/);
  });

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 50_000 }, () => randomBase62(16)));
    expect(ids.size).toBe(50_000);
  });

  it("draws every digit equally often (chi-square over 600,000 characters)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) for (const c of randomBase62(22)) counts.set(c, (counts.get(c) ?? 0) + 1);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(counts.size).toBe(62);
    const expected = total / 62;
    const chi2 = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 61 degrees of freedom: the 99.99th percentile is about 113. A bias such as taking every byte
    // modulo 62 (digits 0-7 a quarter more likely) gives a chi-square in the thousands here.
    expect(chi2).toBeLessThan(113);
  });
});
