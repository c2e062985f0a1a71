// Checks and installs what `npm start` and `npm test` need. Plain Node, builtins only: it runs before `npm ci`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** Runs a command in the repository, output shown; returns true when it succeeded. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function ensureNode() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if ((major === 20 && minor >= 19) || major >= 22) return;
  fail(
    `Node ${process.versions.node} is too old or unsupported: install Node 20.19+ or 22+ (https://nodejs.org), then try again.`,
  );
}

/** `npm ci` on a fresh clone, or when package-lock.json changed since the last install. */
export function ensureDependencies() {
  const installed = path.join(root, "node_modules", ".package-lock.json");
  if (existsSync(installed) && mtime(path.join(root, "package-lock.json")) <= mtime(installed)) return;
  console.log("Installing dependencies (npm ci)…");
  if (!run("npm", ["ci", "--no-audit", "--no-fund"], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" }))
    fail("npm ci failed (see above).");
}

const canInstallWithApt = () => process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");

function aptInstall(packageName) {
  console.log(`Installing ${packageName} with apt-get…`);
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  const lock = ["-o", "DPkg::Lock::Timeout=300"];
  return (
    run("apt-get", [...lock, "update"], env) && run("apt-get", [...lock, "install", "-y", packageName], env)
  );
}

function javaMajor() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return 0;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr + result.stdout);
  if (!version) return 0;
  const major = Number(version[1]);
  return major === 1 ? Number(version[2]) : major;
}

/** DynamoDB Local runs on Java 17 or newer. */
export function ensureJava() {
  if (javaMajor() >= 17) return;
  if (canInstallWithApt() && aptInstall("openjdk-17-jre-headless") && javaMajor() >= 17) return;
  fail(
    "DynamoDB Local needs Java 17 or newer, and `java -version` did not find it.\n" +
      "Install a Java 17 runtime and make sure `java` is on your PATH, for example:\n" +
      "  Debian/Ubuntu:  sudo apt-get install -y openjdk-17-jre-headless\n" +
      "  macOS:          brew install openjdk@17\n" +
      "then run the command again.",
  );
}

export const chromiumPath = "/usr/bin/chromium";

/** The browser tests use Debian's Chromium. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (canInstallWithApt() && aptInstall("chromium") && existsSync(chromiumPath)) return;
  fail(
    `The browser tests need Chromium at ${chromiumPath}: run  sudo apt-get install -y chromium  and try again.`,
  );
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry)
    .filter((name) => name !== "node_modules" && name !== "dist")
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stats.mtimeMs);
}

/** True when a source of the web app (or a core schema it imports) changed after the last build. */
export function webIsStale() {
  const built = mtime(path.join(root, "packages/web/dist/index.html"));
  const sources = ["packages/web", "packages/core/src", "package-lock.json"].map((entry) =>
    newestMtime(path.join(root, entry)),
  );
  return built === 0 || Math.max(...sources) > built;
}

export function buildWeb() {
  return run("npm", ["run", "build", "-w", "@pos/web"]);
}
