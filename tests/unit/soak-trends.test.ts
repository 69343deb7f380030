// The soak's verdict arithmetic and chart (bench/soak/): the slope's 95 % interval must hold
// the true slope of a noisy line and exclude zero only when there is a slope, and the PNG must be one
// a decoder reads back at the size drawn.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { fitSlope, judgeGrowth, t975 } from "../../bench/soak/stats";
import { drawChart } from "../../bench/soak/chart";

/** A fixed pseudo-random sequence (mulberry32), so the test is the same every run. */
function noise(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

describe("fitSlope", () => {
  it("finds a known slope per minute within its interval", () => {
    const r = noise(1);
    // 2 MB per minute plus ±5 MB of noise, a sample every 10 s for 20 minutes.
    const points = Array.from({ length: 120 }, (_, i) => [i * 10, 300 + (2 / 60) * i * 10 + 10 * r()] as [number, number]);
    const s = fitSlope(points)!;
    expect(s.low).toBeLessThan(2);
    expect(s.high).toBeGreaterThan(2);
    expect(s.low).toBeGreaterThan(0);
    expect(s.perMinute).toBeCloseTo(2, 0);
  });

  it("gives an interval that holds zero for a flat noisy series", () => {
    const r = noise(2);
    const points = Array.from({ length: 60 }, (_, i) => [i * 10, 120 + 20 * r()] as [number, number]);
    const s = fitSlope(points)!;
    expect(s.low).toBeLessThan(0);
    expect(s.high).toBeGreaterThan(0);
    expect(s.mean).toBeGreaterThan(110);
  });

  it("needs four points", () => {
    expect(fitSlope([[0, 1], [10, 2], [20, 3]])).toBeNull();
  });

  it("uses Student's t quantiles", () => {
    expect(t975(1)).toBeCloseTo(12.706, 3);
    expect(t975(10)).toBeCloseTo(2.228, 3);
    expect(t975(100)).toBeCloseTo(1.984, 2);
  });
});

describe("judgeGrowth", () => {
  // 54 minutes of samples every 10 s, as a 60-minute run's steady window; ±1 MB of noise.
  const run = (seed: number, level: (minute: number) => number) => {
    const r = noise(seed);
    return Array.from({ length: 324 }, (_, i) => [i * 10, level((i * 10) / 60) + 2 * r()] as [number, number]);
  };

  it("calls a leak growth: it keeps its slope to the end of the window", () => {
    const judged = judgeGrowth(run(3, (m) => 100 + 0.28 * m), 10)!;
    expect(judged.risesOverWindow).toBe(true);
    expect(judged.last!.low).toBeGreaterThan(0);
    expect(judged.grows).toBe(true);
  });

  it("lets a cache that fills to its bound level off: the 60-minute run's shape, +8, +5, +1 MB per 20 minutes", () => {
    // 15 MB that approaches its bound exponentially (time constant 20 minutes).
    const judged = judgeGrowth(run(4, (m) => 100 + 15 * (1 - Math.exp(-m / 20))), 10)!;
    expect(judged.added).toBeGreaterThan(10); // one line through the whole window calls it growth...
    expect(judged.risesOverWindow).toBe(true);
    expect(judged.lastWouldAdd!).toBeLessThan(10); // ...but its last third is nearly flat
    expect(judged.grows).toBe(false);
  });

  it("leaves a flat series alone, and a rise under the threshold", () => {
    expect(judgeGrowth(run(5, () => 120), 10)!.grows).toBe(false);
    const small = judgeGrowth(run(6, (m) => 120 + 0.1 * m), 10)!;
    expect(small.slope.low).toBeGreaterThan(0); // real, but adds about 5 MB over the window
    expect(small.grows).toBe(false);
  });

  it("counts a last third too short to fit as still rising", () => {
    const points: [number, number][] = [[0, 1], [10, 20], [20, 40], [30, 60], [40, 80], [50, 100]];
    const judged = judgeGrowth(points, 10)!;
    expect(judged.last).toBeNull();
    expect(judged.grows).toBe(true);
  });
});

describe("drawChart", () => {
  it("encodes a PNG whose image data inflates to the drawn size", () => {
    const png = drawChart([{ title: "RSS MB", series: [{ name: "server1", points: [[0, 100], [10, null], [20, 120]] }] }], [{ t: 10, label: "KILL" }], "TEST");
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString("ascii")).toBe("IDAT");
    const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((width * 3 + 1) * height);
    // Each chunk's CRC covers its type and data.
    expect(png.readUInt32BE(41 + idatLength)).toBe(zlib.crc32(png.subarray(37, 41 + idatLength)) >>> 0);
  });
});
