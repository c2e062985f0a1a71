// The connection monitor of the layouts (dashboard.md §4 Connection) and a register's Online status on the
// dashboard home once it has reported.
import { expect, test, type Page, type Request } from "@playwright/test";
import { demoDevice, demoGreenLeaf } from "@pos/functions/local/demo";
import { connectionBadge, readStored, signInDevice, signInOwner, storeTokens, tokenKeys } from "./fixtures";

const checkInterval = 60_000;
const isReport = (request: Request) => request.url().includes("/trpc/connectivity.report");
/** The events a report carried (a mutation goes alone: the body is {"json": {events}}). */
const reportedEvents = (request: Request): { status: string; at: string }[] =>
  (request.postDataJSON() as { json?: { events: { status: string; at: string }[] } }).json?.events ?? [];

async function openDashboard(page: Page, request: Parameters<typeof signInOwner>[0]) {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const firstReport = page.waitForRequest(isReport);
  await page.goto(`/company/${owner.companyId}/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: demoGreenLeaf.company.name })).toBeVisible();
  return { owner, firstReport: await firstReport };
}

test("the dashboard shows Connected, Disconnected while offline, and Connected again with the outage reported", async ({
  page,
  context,
  request,
}) => {
  await page.clock.install();
  const { firstReport } = await openDashboard(page, request);
  expect(reportedEvents(firstReport)).toEqual([]);
  await expect(connectionBadge(page)).toHaveText("Connected");

  await context.setOffline(true);
  await page.clock.fastForward(checkInterval);
  await expect(connectionBadge(page)).toHaveText("Disconnected");
  // The disconnection is kept in the browser until it can be sent.
  const stored = JSON.parse((await readStored(page, "connectivityEvents")) ?? "[]") as { status: string }[];
  expect(stored.map((event) => event.status)).toEqual(["disconnected"]);

  // Another failed check while still offline records nothing new.
  await page.clock.fastForward(checkInterval);
  await expect(connectionBadge(page)).toHaveText("Disconnected");
  expect(JSON.parse((await readStored(page, "connectivityEvents")) ?? "[]")).toHaveLength(1);

  const catchUp = page.waitForRequest(isReport);
  await context.setOffline(false);
  const sent = await catchUp;
  await expect(connectionBadge(page)).toHaveText("Connected");
  expect(reportedEvents(sent).map((event) => event.status)).toEqual(["disconnected", "connected"]);
  await expect.poll(() => readStored(page, "connectivityEvents"), { intervals: [50, 100, 250] }).toBeNull();
});

test("a check slower than 1000 ms counts neither way", async ({ page, request }) => {
  await page.clock.install();
  await openDashboard(page, request);
  await expect(connectionBadge(page)).toHaveText("Connected");

  await page.route("**/trpc/connectivity.report*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.continue().catch(() => undefined); // the page has given up on it by now
  });
  const abandoned = page.waitForEvent("requestfailed", isReport);
  await page.clock.fastForward(checkInterval);
  await abandoned;
  await expect(connectionBadge(page)).toHaveText("Connected");
  expect(await readStored(page, "connectivityEvents")).toBeNull();
});

test("a register that signed in and reported shows Online on the dashboard home", async ({
  page,
  browser,
  request,
}) => {
  await openDashboard(page, request);
  const row = page.getByRole("row").filter({ hasText: demoDevice.deviceId });
  await expect(row).toContainText(demoDevice.name);

  // The register is another machine: its own browser context, signed in with its device token.
  const register = await browser.newContext();
  const reportedAfter = Date.now();
  try {
    const pos = await register.newPage();
    await storeTokens(pos, { [tokenKeys.device]: await signInDevice(request) });
    const report = pos.waitForResponse((response) => isReport(response.request()));
    await pos.goto("/pos/sale");
    expect((await report).ok()).toBe(true);
    await expect(connectionBadge(pos)).toHaveText("Connected");
  } finally {
    await register.close();
  }

  await page.reload();
  await expect(row.getByText(/^(Online|Offline)$/)).toHaveText("Online");
  const lastSeen = row.locator("time");
  await expect(lastSeen).toHaveText("just now");
  // Seen by this test's report, not an earlier one (same machine, same clock; allow for rounding).
  const at = Date.parse((await lastSeen.getAttribute("datetime")) ?? "");
  expect(at).toBeGreaterThanOrEqual(reportedAfter - 1_000);
});
