// A local runtime for the fault tests: a persistent database in the data directory given as the first argument,
// no demo data. Prints one JSON line with its URL when ready; SIGTERM stops it the way Ctrl-C stops npm start.
import { startRuntime } from "@pos/functions/local/runtime";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: fault-server.ts <data dir>");
const runtime = await startRuntime({ port: 0, dataDir, host: "127.0.0.1" });
console.log(JSON.stringify({ url: runtime.url }));
process.once("SIGTERM", () => {
  void runtime.stop().then(() => {
    console.log("stopped");
    process.exit(0);
  });
});
