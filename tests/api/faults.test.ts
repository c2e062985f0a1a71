// The database failing under a running local runtime (issue 25, Faults): a stalled database answers "busy" in
// bounded time and is logged once, a killed one is restarted on the same data, and a stop lets requests finish.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@pos/core/common/errors";

interface FaultServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startFaultServer(dataDir: string): Promise<FaultServer> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("../support/fault-server.ts", import.meta.url)), dataDir],
    { env: { ...process.env, DYNAMODB_ENDPOINT: "" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (const deadline = Date.now() + 60_000; !output.includes('"url":');) {
    if (Date.now() > deadline) throw new Error(`The runtime did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const url = (
    JSON.parse(output.split("\n").find((line) => line.includes('"url"')) ?? "{}") as { url: string }
  ).url;
  return { child, url, output: () => output, exited };
}

/** DynamoDB Local's Java process for this data directory (its command line names the database path). */
function javaPid(dataDir: string): number {
  const pids = execFileSync("pgrep", ["-f", `dbPath ${path.join(dataDir, "dynamodb")}`], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map(Number);
  expect(pids).toHaveLength(1);
  return pids[0]!;
}

const signIn = (url: string) =>
  fetch(`${url}/trpc/auth.signIn`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { email: "nobody@faults.test", password: "Wrong#Password2026" } }),
  });

/** A real answer from the API: the wrong password, or the sign-in limit these repeated attempts reach. */
const answered = (status: number) => status === 401 || status === 429;

const health = async (url: string) => (await fetch(`${url}/health`)).status;

describe("a running runtime whose database fails", () => {
  let dataDir: string;
  let server: FaultServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pos-faults-"));
    server = await startFaultServer(dataDir);
  }, 90_000);

  afterAll(async () => {
    server.child.kill("SIGKILL");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 'busy' within seconds while the database is stalled, logs the outage once, and recovers", async () => {
    expect((await signIn(server.url)).status).toBe(401);
    const pid = javaPid(dataDir);
    process.kill(pid, "SIGSTOP");
    try {
      const startedAt = Date.now();
      const answers = await Promise.all([signIn(server.url), signIn(server.url), signIn(server.url)]);
      expect(Date.now() - startedAt).toBeLessThan(15_000);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(((await answer.json()) as { error: { json: { message: string } } }).error.json.message).toBe(
          messages.serviceBusy,
        );
      }
      expect(await health(server.url)).toBe(503);
    } finally {
      process.kill(pid, "SIGCONT");
    }
    expect(answered((await signIn(server.url)).status)).toBe(true);
    expect(await health(server.url)).toBe(200);
    const log = server.output();
    expect(log.match(/the database is unreachable/g)).toHaveLength(1);
    expect(log).toMatch(/reachable again after \d+ s; [1-9]\d* database calls failed meanwhile/);
    expect(log).not.toMatch(/TimeoutError: .*\n\s+at /);
  }, 60_000);

  it("restarts a killed database on the same data, with its heap capped", async () => {
    const pid = javaPid(dataDir);
    process.kill(pid, "SIGKILL");
    await expect.poll(() => health(server.url), { timeout: 5_000 }).toBe(503);
    await expect.poll(() => health(server.url), { timeout: 60_000, interval: 500 }).toBe(200);
    const restarted = javaPid(dataDir);
    expect(restarted).not.toBe(pid);
    expect(readFileSync(`/proc/${restarted}/cmdline`, "utf8").split("\0")).toContain("-Xmx1g");
    expect(server.output()).toContain("restarting it on the same data");
    expect(answered((await signIn(server.url)).status)).toBe(true);
  }, 90_000);

  // Last: it stops the runtime the tests above shared (one runtime and database start for the file, not two).
  it("lets the requests in flight answer before it stops the database", async () => {
    expect(answered((await signIn(server.url)).status)).toBe(true);
    const pid = javaPid(dataDir);
    // The database holds the calls for a moment, so they are still in flight when the stop comes.
    process.kill(pid, "SIGSTOP");
    const calls = Array.from({ length: 8 }, () => signIn(server.url).then((answer) => answer.status));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logged = server.output().length;
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(pid, "SIGCONT");
    expect((await Promise.all(calls)).every(answered)).toBe(true);
    expect(await server.exited).toBe(0);
    // The fault server's own line once the runtime stopped (the restart above logged "[dynamodb-local] stopped …").
    expect(server.output().slice(logged)).toMatch(/^stopped$/m);
  }, 90_000);
});
