// `npm start`: dependencies, Java, the web build, then the local runtime (packages/functions/src/local/main.ts).
import { spawn } from "node:child_process";
import { buildWeb, ensureDependencies, ensureJava, ensureNode, fail, root, webIsStale } from "./ensure.mjs";

ensureNode();
ensureDependencies();
ensureJava();
if (webIsStale()) {
  console.log("Building the web app…");
  if (!buildWeb()) fail("The web app did not build (see above).");
}

const child = spawn(process.execPath, ["--import", "tsx", "packages/functions/src/local/main.ts"], {
  cwd: root,
  stdio: "inherit",
});
// A terminal's Ctrl-C reaches both processes; a signal sent to this one alone is passed on.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 1)));
