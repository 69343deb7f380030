// tests/support/api-server-child.ts as a child process, for the fault tests: started on a
// database, killed with SIGKILL, started again. Node runs it with tsx's loader directly (not the tsx
// wrapper, which would outlive a killed process).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type ApiServerProcess = {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export async function startApiServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiServerProcess> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("tests/support/api-server-child.ts")], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    void exited.then(({ code, signal }) => reject(new Error(`API server child exited (${code ?? signal}) before listening: ${stderr}`)));
  });
  return { child, url, stderr: () => stderr, exited };
}

/** SIGKILL unless it already exited; resolves when it has. */
export async function killApiServerProcess(server: ApiServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  return server.exited;
}
