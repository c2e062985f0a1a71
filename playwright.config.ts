import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

/** A port free right now. The config is also loaded by the workers: they inherit E2E_PORT from the runner. */
function freePortSync(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

process.env.E2E_PORT ??= freePortSync();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

/** Debian's Chromium (no browser download); one worker on these 2-core machines. */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL,
    // The register's service worker (offline register) would hide requests from page.route; the offline spec allows it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    // Recording a trace of every test costs a tenth of the run on 2 cores: E2E_TRACE=1 records them (kept on failure).
    trace: process.env.E2E_TRACE ? { mode: "retain-on-failure", screenshots: false } : "off",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node --import tsx tests/support/e2e-server.ts",
    url: `${baseURL}/ping`,
    // /ping answers as soon as the server listens; the specs start once the e2e accounts are seeded too.
    wait: { stdout: /e2e server ready at/ },
    // The webhook spec's receiver listens on loopback, allowed only behind this setting (docs/webhooks.md).
    env: {
      E2E_PORT: String(port),
      WEBHOOKS_ALLOW_LOOPBACK: "true",
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
