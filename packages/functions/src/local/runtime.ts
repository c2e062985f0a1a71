import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { securePrivateDir } from "./data-dir";
import { startSupervisedDynamoLocal } from "./dynamo-local";
import { freePort, isPortFree, preferredOrFreePort } from "./ports";
import { startS3Local } from "./s3-local";
import type { SeedResult } from "./seed";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

export interface RuntimeOptions {
  /** 0 picks a free port. */
  port: number;
  /** Uploaded files, the session secret and, unless `inMemory`, the database. */
  dataDir: string;
  inMemory?: boolean;
  seed?: boolean;
  /** Interface to listen on; all of them by default, so registers on the shop's network can connect. */
  host?: string;
}

export interface Runtime {
  url: string;
  port: number;
  /** The ids of the demo data when this start created it. */
  seeded: SeedResult | null;
  stop: () => Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is in use`);
  }
}

export class DataDirInUseError extends Error {
  constructor(readonly pid: number) {
    super(`Another local runtime (process ${pid}) is using this data directory`);
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
};

/** Two DynamoDB Locals on one database file would corrupt it: a persistent data directory has one runtime at a time. */
function lockDataDir(dataDir: string): () => Promise<void> {
  const file = path.join(dataDir, "runtime.pid");
  const holder = existsSync(file) ? Number(readFileSync(file, "utf8")) : 0;
  if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(holder);
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return async () => rmSync(file, { force: true });
}

/** Generated on first start and kept, so sessions survive a restart. */
function sessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/**
 * Starts DynamoDB Local, s3rver, the provider simulator (OCS), the HTTP server with the websocket gateway, and the scheduler.
 * Core reads its configuration when first imported, so the environment is set before any import of core;
 * one process can therefore run one runtime.
 */
/** The built web app to serve; WEB_DIST points at another build (vite --outDir), e.g. for a parallel test run. */
export const webDist = (): string => process.env.WEB_DIST ?? path.join(repoRoot, "packages/web/dist");

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const port = options.port === 0 ? await freePort() : options.port;
  if (!(await isPortFree(port, options.host))) throw new PortInUseError(port);
  securePrivateDir(options.dataDir);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse())
      await step().catch((error: unknown) => console.error(error));
  };
  try {
    if (!options.inMemory) stops.push(lockDataDir(options.dataDir));
    const [dynamoPort, s3Port] = options.inMemory
      ? [await freePort(), await freePort()]
      : [await preferredOrFreePort(8000), await preferredOrFreePort(4569)];
    const [dynamoStart, s3Start] = await Promise.allSettled([
      startSupervisedDynamoLocal({
        port: dynamoPort,
        dbPath: options.inMemory ? undefined : path.join(options.dataDir, "dynamodb"),
      }),
      startS3Local({ port: s3Port, directory: path.join(options.dataDir, "s3") }),
    ]);
    for (const started of [dynamoStart, s3Start])
      if (started.status === "fulfilled") stops.push(started.value.stop);
    if (dynamoStart.status === "rejected") throw dynamoStart.reason;
    if (s3Start.status === "rejected") throw s3Start.reason;
    const [dynamoLocal, s3Local] = [dynamoStart.value, s3Start.value];
    const { startProviderSimulator } = await import("./provider-simulator/server");
    const providers = await startProviderSimulator({
      stateDir: options.inMemory ? undefined : path.join(options.dataDir, "providers"),
    });
    stops.push(providers.stop);
    Object.assign(process.env, {
      RUNTIME: "local",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED:
        process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ?? "true",
      TABLE_NAME: "pos",
      AWS_REGION: process.env.AWS_REGION ?? "ca-central-1",
      DYNAMODB_ENDPOINT: dynamoLocal.endpoint,
      S3_ENDPOINT: s3Local.endpoint,
      BUCKET_NAME: s3Local.bucket,
      WS_MANAGEMENT_ENDPOINT: `http://127.0.0.1:${port}`,
      APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
      OCS_API_URL: process.env.OCS_API_URL ?? providers.ocsUrl,
      DECK_URL: process.env.DECK_URL ?? providers.deckUrl,
      CARD_PROVIDER_URL: process.env.CARD_PROVIDER_URL ?? providers.cardsUrl,
      CARD_PROVIDER_API_KEY: process.env.CARD_PROVIDER_API_KEY ?? "sim_test_key",
      ...(await import("./provider-simulator/integration-env")).integrationSimulatorEnv(providers),
      TERMINALS_API_URL: process.env.TERMINALS_API_URL ?? providers.terminalsUrl,
      GIFT_CARDS_API_URL: process.env.GIFT_CARDS_API_URL ?? providers.giftCardsUrl,
      SESSION_PEPPER: options.inMemory ? randomBytes(32).toString("hex") : sessionSecret(options.dataDir),
    });
    const { dynamo, tableName } = await import("@pos/core/db/client");
    if (tableName !== process.env.TABLE_NAME)
      throw new Error("Core was imported before the local runtime set its environment");
    const { ensureTable } = await import("@pos/core/db/create-table");
    await ensureTable(dynamo, tableName);
    if (!options.inMemory)
      await (await import("./backfill-user-search")).backfillUserSearchOnce(options.dataDir);
    const seeded = options.seed ? await (await import("./seed")).seedDemoData() : null;

    const { createLocalHttpServer } = await import("./http-server");
    const http = createLocalHttpServer({ webDist: webDist() });
    await http.listen(port, options.host).catch((error: unknown) => {
      throw error instanceof Error && "code" in error && error.code === "EADDRINUSE"
        ? new PortInUseError(port)
        : error;
    });
    stops.push(http.close);
    const { runJob } = await import("../jobs/run");
    const { startScheduler } = await import("./scheduler");
    stops.push(startScheduler(runJob).stop);
    stops.push((await import("./import-worker")).startImportWorker().stop);
    return { url: `http://localhost:${port}`, port, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
