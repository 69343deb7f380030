// `npm run gateway -- …` as an operator runs it: its own process, against the database a running
// server uses. Shared by the CLI tests that play that server in the test's own process.
import path from "node:path";
import { spawn } from "node:child_process";

export type CliRun = { code: number | null; stdout: string; stderr: string };

const tsx = path.resolve("node_modules/.bin/tsx");

export function runGatewayCli(databaseUrl: string | undefined, ...args: string[]): Promise<CliRun> {
  return runGatewayCliWithEnv(databaseUrl, {}, ...args);
}

/** The same, with more environment (ENCRYPTION_KEY: the CLI adds live connections only with one). */
export function runGatewayCliWithEnv(databaseUrl: string | undefined, extraEnv: Record<string, string>, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ["--conditions=react-server", "scripts/gateway.ts", ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", PUBLIC_BASE_URL: "https://gateway.example", ...extraEnv },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
