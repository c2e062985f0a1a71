// Issue 24: the server killed (SIGKILL) while a register sends its outbox, then started again on the same data:
// every sale is there exactly once. The server is a runtime of its own (offline-kill-server.ts) on its own port, so
// the shared e2e server is not touched.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { freePort } from "@pos/functions/local/ports";
import { offlineCompany as seed } from "../support/e2e-offline";
import { storeTokens, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";

test.use({ serviceWorkers: "allow" });

interface KillServer {
  child: ChildProcess;
  url: string;
  exited: Promise<unknown>;
}

async function startServer(dataDir: string, port: number): Promise<KillServer> {
  const script = fileURLToPath(new URL("../support/offline-kill-server.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script, dataDir, String(port)], {
    env: { ...process.env, DYNAMODB_ENDPOINT: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (const deadline = Date.now() + 150_000; !output.includes('"url":'); ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`The runtime did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const line = output.split("\n").find((text) => text.includes('"url"')) ?? "{}";
  return { child, url: (JSON.parse(line) as { url: string }).url, exited };
}

/** The whole server dies at once: the runtime's process and its DynamoDB Local (named by its data path). */
async function killServer(server: KillServer, dataDir: string): Promise<void> {
  server.child.kill("SIGKILL");
  await server.exited;
  // pgrep finds nothing when the database went down with the runtime.
  const found = spawnSync("pgrep", ["-f", `dbPath ${path.join(dataDir, "dynamodb")}`], { encoding: "utf8" }).stdout;
  for (const pid of found.trim().split("\n").filter(Boolean).map(Number)) process.kill(pid, "SIGKILL");
}

async function sellOffline(page: Page) {
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill(seed.gummies.name);
  await expect(page.getByRole("list", { name: "Products" }).getByRole("button", { name: seed.gummies.name }).first()).toBeVisible();
  await search.press("Enter");
  await page.getByRole("region", { name: "Cart" }).getByRole("button", { name: /^Pay/ }).click();
  const tender = page.getByRole("dialog", { name: "Take payment" });
  await tender.getByRole("button", { name: "Cash", exact: true }).click();
  await tender.getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: "Exact" }).click();
  await tender.getByRole("button", { name: "Complete sale" }).click();
  await expect(page.getByRole("heading", { name: "Sale saved offline" })).toBeVisible();
  await page.getByRole("link", { name: /New sale/ }).click();
}

async function gummiesStock(api: APIRequestContext, token: string): Promise<number | undefined> {
  const { data } = await trpcQuery(api, "posData.listings", { since: null }, token);
  const listed = data as { products: { id: string; name: string }[]; stock: { productId: string; quantity: number }[] };
  const product = listed.products.find((item) => item.name === seed.gummies.name);
  return listed.stock.find((row) => row.productId === product?.id)?.quantity;
}

test("the server killed while the outbox is sent: after its restart every sale is there exactly once", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(420_000);
  const sales = 6;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pos-offline-kill-"));
  const port = await freePort();
  let server = await startServer(dataDir, port);
  const api = await playwright.request.newContext({ baseURL: server.url });
  try {
    const register = seed.registers[0];
    const signedIn = await trpcMutation<{ token: string }>(api, "auth.deviceSignIn", {
      deviceId: register.deviceId,
      password: register.password,
    });
    const { token } = signedIn;
    const { shift } = await trpcMutation<{ shift: { id: string } }>(
      api,
      "shifts.start",
      { startingFloat: 10000, passcode: seed.manager.passcode },
      token,
    );
    await trpcMutation(api, "hours.clockIn", { passcode: seed.cashier.passcode }, token);

    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: "allow" });
    const page = await context.newPage();
    await storeTokens(page, { deviceAuthToken: token });
    await page.goto("/pos/sale");
    await expect(page.getByRole("button", { name: seed.cashier.name })).toBeVisible();
    await page.evaluate(() => (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator.serviceWorker.ready);
    await expect(page.getByRole("list", { name: "Products" }).getByRole("button", { name: seed.gummies.name }).first()).toBeVisible();
    await page.waitForTimeout(1_500);

    await context.setOffline(true);
    for (let sale = 0; sale < sales; sale += 1) await sellOffline(page);
    const badge = page.getByRole("banner").getByRole("status");
    await expect(badge).toHaveText(`Offline — ${sales} sales waiting`);

    // The third sale's request is on its way when the server dies; it may or may not have been recorded.
    let sent = 0;
    let killed: Promise<void> | null = null;
    await page.route(
      (url) => url.pathname.includes("offline.syncSale"),
      async (route) => {
        sent += 1;
        if (sent === 3) {
          killed = killServer(server, dataDir);
          await route.continue().catch(() => undefined);
          return;
        }
        await route.continue().catch(() => route.abort("connectionrefused").catch(() => undefined));
      },
    );
    await context.setOffline(false);
    await expect.poll(() => killed !== null, { timeout: 60_000 }).toBe(true);
    await killed;
    await expect(badge).toHaveText(/^Offline — [1-9] sales? waiting$/, { timeout: 30_000 });

    server = await startServer(dataDir, port);
    await expect(badge).toHaveText("Connected", { timeout: 120_000 });

    const { data } = await trpcQuery(api, "shifts.report", { shiftId: shift.id }, token);
    const report = data as { payments: { total: number } };
    expect(report.payments.total).toBe(sales * seed.gummies.price);
    const { data: listed } = await trpcQuery(api, "payments.listForRegister", { limit: 100 }, token);
    expect((listed as { items: unknown[] }).items).toHaveLength(sales);
    expect(await gummiesStock(api, token)).toBe(seed.gummies.stock - sales);
    await context.close();
  } finally {
    await api.dispose();
    await killServer(server, dataDir).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
