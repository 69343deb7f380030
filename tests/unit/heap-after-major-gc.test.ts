// gateway_heap_used_after_major_gc_bytes (lib/telemetry/metrics.ts): the live heap the soak judges
//. A forced major collection must set it, to a figure no larger than the heap then in use.
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { registry } from "@/lib/telemetry/metrics";

v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as () => void;

async function metric(name: string): Promise<number | null> {
  const line = (await registry.metrics()).split("\n").find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : null;
}

describe("heap used after the last major collection", () => {
  it("is set by a major collection and tracks the live set, not the garbage", async () => {
    // Garbage that a collection frees, and a live array it keeps.
    let garbage: number[][] | null = Array.from({ length: 50 }, () => new Array(100_000).fill(1));
    const live = Array.from({ length: 20 }, () => new Array(100_000).fill(2));
    expect(garbage.length).toBe(50);
    garbage = null;
    collect();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the observer's callback runs after the collection
    const afterFirst = await metric("gateway_heap_used_after_major_gc_bytes");
    expect(afterFirst).not.toBeNull();
    // 20 arrays of 100,000 small integers (8 bytes each) stay: at least 16 MB.
    expect(afterFirst!).toBeGreaterThan(16 * 1024 * 1024);
    expect(afterFirst!).toBeLessThanOrEqual(v8.getHeapStatistics().total_heap_size);

    // Let the live array go: the next major collection's figure drops by about its size.
    live.length = 0;
    collect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterSecond = await metric("gateway_heap_used_after_major_gc_bytes");
    expect(afterFirst! - afterSecond!).toBeGreaterThan(12 * 1024 * 1024);
  });
});
