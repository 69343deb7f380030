// `npm run gateway -- fake-processor NAME [--port N]`: one processor fake on 127.0.0.1, for trying live
// mode on a laptop (docs/processors.md). It prints its URL and the credentials it accepts, and runs
// until Ctrl-C. NAME is a connector of the connector list (lib/processors/connectors.ts); its fake is
// the folder of the same name here (underscores as dashes: mtn_momo -> mtn-momo/), whose run.ts starts
// it, so a new connector's fake needs no line in this file.
import { installedConnectors, isConnectorName } from "@/lib/processors/connector-specs";

/** What a fake's run.ts gives the runner: the server, the credentials it takes, and what to tell the operator. */
export type FakeRun = { fake: { url: string; close(): Promise<void> }; credentials: unknown; note: string };

export async function runFakeProcessor(name: string, port: number): Promise<void> {
  if (!isConnectorName(name)) {
    const names = installedConnectors().map((c) => `"${c.spec.name}"`);
    throw new Error(`name the fake: ${names.slice(0, -1).join(", ")} or ${names.at(-1)}`);
  }
  const { startForCli } = (await import(`./${name.replaceAll("_", "-")}/run`)) as { startForCli(port: number): Promise<FakeRun> };
  const { fake, credentials, note } = await startForCli(port);
  console.log(note);
  console.log(`Connect it (live mode; run it where ENCRYPTION_KEY is the server's own key):\n  npm run gateway -- connectors add --connector ${name} --mode live --base-url ${fake.url} --credentials '${JSON.stringify(credentials)}'`);
  await new Promise<void>((resolve) => {
    const stop = () => void fake.close().then(resolve);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}
