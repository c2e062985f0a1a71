// The admin back office's access gate (admin.md "Access gate") and its companies list.
import { expect, test } from "@playwright/test";
import { demoAdmin, demoGreenLeaf, demoPrairie } from "@pos/functions/local/demo";
import {
  connectionBadge,
  expectStored,
  loginUrl,
  readStored,
  reviewShot,
  signInOwner,
  storeTokens,
  tokenKeys,
} from "./fixtures";

test("the admin signs in through the form and reaches the companies list with both demo companies", async ({
  page,
}) => {
  await page.goto("/loginV2");
  await page.getByLabel("Email", { exact: true }).fill(demoAdmin.email);
  await page.getByLabel("Password", { exact: true }).fill(demoAdmin.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Companies" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(demoAdmin.email, { exact: true })).toBeVisible();

  for (const demo of [demoGreenLeaf, demoPrairie]) {
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: demo.company.name }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").first()).toHaveText(/^\d+$/);
    await expect(row).toContainText(demo.company.province);
    await expect(row).toContainText("Paid");
  }
  await expect(connectionBadge(page)).toHaveText("Connected");
  await reviewShot(page, "admin-companies");

  // A company opens from its name.
  await page.getByRole("link", { name: demoPrairie.company.name }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: demoPrairie.company.name })).toBeVisible();
  await expect(page.getByRole("cell", { name: demoPrairie.locations[0], exact: true })).toBeVisible();
});

test("a signed-in owner who is not an admin sees No permissions at /admin/companies", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const adminCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/trpc/admin.")) adminCalls.push(r.url());
  });
  // Hold the current-user call to see the gate's spinner while it loads.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/trpc/auth.getMe*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/companies");
  await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
  await expect(page.getByText("No permissions", { exact: true })).toHaveCount(0);
  release();

  await expect(page.getByText("No permissions", { exact: true })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  await expect(
    page.getByText("You do not have permissions to access this page", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  // Nothing of the admin area is shown or asked for.
  await expect(page.getByRole("heading", { name: "Companies" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  expect(adminCalls).toEqual([]);
  // The session itself is kept: the owner is not signed out.
  expect(await readStored(page, tokenKeys.auth)).toBe(owner.token);
  await reviewShot(page, "access-denied");

  await page.getByRole("link", { name: "Back to log-in" }).click();
  await expect(page).toHaveURL(loginUrl);
  await expect(page.getByRole("button", { name: /Continue active session/ })).toContainText(
    demoGreenLeaf.owner.email,
  );
});

test("without a token /admin goes to the root and on to the log-in page", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(loginUrl);
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
});

test("with an ended session /admin/companies drops the token and goes to the log-in page", async ({
  page,
}) => {
  await storeTokens(page, { [tokenKeys.auth]: "ended-session" });
  await page.goto("/admin/companies");
  await expect(page).toHaveURL(loginUrl);
  await expectStored(page, tokenKeys.auth, "absent");
});
