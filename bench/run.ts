/**
 * `npm run bench`: every benchmark in bench/, one after the other, each in its own process (a process runs one
 * local runtime). `npm run bench -- catalogue-listing` runs the ones whose names contain the words given.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(benchDir)
  .filter((file) => file.endsWith(".ts") && file !== "run.ts")
  .filter((file) => wanted.length === 0 || wanted.some((word) => file.includes(word)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n== bench/${file.replace(/\.ts$/, "")}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(benchDir, file)], {
    stdio: "inherit",
  });
  if (result.status !== 0) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
