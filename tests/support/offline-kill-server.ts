// A runtime of its own for offline-server-kill.spec.ts: a persistent database in the data directory (first
// argument) on a fixed port (second), so the spec can kill it (SIGKILL) while a register syncs and start it again
// on the same data and address. Its first start seeds E2E Offline Co. Prints one JSON line with its URL when ready.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startRuntime } from "@pos/functions/local/runtime";

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error("usage: offline-kill-server.ts <data dir> <port>");
// A test-only scrypt cost, as the e2e server's.
process.env.PASSWORD_HASH_LOG2_N ??= "12";
const seeded = path.join(dataDir, "seeded");
const runtime = await startRuntime({ port: Number(port), dataDir, host: "127.0.0.1" });
if (!existsSync(seeded)) {
  await (await import("./e2e-offline-seed")).seedE2eOffline();
  writeFileSync(seeded, "");
}
console.log(JSON.stringify({ url: runtime.url }));
