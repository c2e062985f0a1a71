import { realpathSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { demoAdmin, demoDevice, demoGreenLeaf, demoPrairie, demoSource } from "./demo";
import { DataDirInUseError, PortInUseError, repoRoot, startRuntime, type Runtime } from "./runtime";

export { startRuntime, type Runtime, type RuntimeOptions } from "./runtime";

function printBanner(runtime: Runtime, startedAt: number): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`
Greenline POS is running at ${runtime.url}   (ready in ${seconds} s${runtime.seeded ? ", demo data created" : ""})

  Admin         ${demoAdmin.email} / ${demoAdmin.password}
  Owner         ${demoGreenLeaf.owner.email} / ${demoGreenLeaf.owner.password}   (${demoGreenLeaf.company.name})
  Owner         ${demoPrairie.owner.email} / ${demoPrairie.owner.password}   (${demoPrairie.company.name})
  Register      device ${demoDevice.deviceId} / ${demoDevice.password}   (${demoDevice.name}, ${demoDevice.location})
  Online orders x-api-key ${demoSource.apiKey}   (${demoSource.name})
  Mailbox       ${runtime.url}/dev/mailbox
  SMS outbox    ${runtime.url}/dev/sms

Data is kept in .data/ (delete it to start over). Press Ctrl-C to stop.
`);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const port = Number(process.env.PORT ?? 3000);
  let runtime: Runtime;
  try {
    runtime = await startRuntime({
      port,
      dataDir: path.join(repoRoot, ".data"),
      seed: true,
      host: process.env.HOST,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(
        `Another npm start (process ${error.pid}) is using .data/. Stop it first; one data directory serves one runtime.`,
      );
      process.exit(1);
    }
    if (!(error instanceof PortInUseError)) throw error;
    console.error(`Port ${port} is in use. Stop the other process or run PORT=${port + 1} npm start`);
    process.exit(1);
  }
  printBanner(runtime, startedAt);

  let stopping = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    // npm and the terminal both deliver Ctrl-C: repeats right after the first are the same request.
    if (stopping) {
      if (Date.now() - stopping > 2_000) process.exit(130);
      return;
    }
    stopping = Date.now();
    console.log(`\n${signal === "SIGINT" ? "Ctrl-C" : signal}: stopping…`);
    runtime.stop().then(
      () => {
        console.log("Stopped.");
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, shutdown);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
