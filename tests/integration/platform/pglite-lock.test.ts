// A second process must not open an embedded database another process holds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { acquirePgliteLock, DatabaseLockedError } from "@/lib/db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gw-lock-"));
const dataDir = path.join(dir, "pglite");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("PGlite directory lock", () => {
  it("refuses a directory held by another live process, naming its pid", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(`${dataDir}.lock`, String(holder.pid));
      expect(() => acquirePgliteLock(dataDir, 0)).toThrow(DatabaseLockedError);
      const started = Date.now();
      expect(() => acquirePgliteLock(dataDir, 300)).toThrow(`in use by pid ${holder.pid}; stop it or set DATABASE_URL`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300); // waited for a finishing holder first
    } finally {
      holder.kill();
    }
  });

  it("takes over a stale lock whose process is gone, and releases it", async () => {
    const gone = spawn(process.execPath, ["-e", "0"]);
    await new Promise((r) => gone.on("exit", r));
    fs.writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const release = acquirePgliteLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it("lets the owning process re-enter", () => {
    const release = acquirePgliteLock(dataDir);
    expect(() => acquirePgliteLock(dataDir)).not.toThrow();
    release();
  });
});
