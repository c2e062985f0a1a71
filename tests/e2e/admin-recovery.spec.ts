// Issue 15 items 10 and 16: the API URL override is checked before it is saved and can always be reset; the
// device log-in's fallback message; Global Stats in the admin menu.
import { expect, test, type Page, type Request } from "@playwright/test";
import { demoAdmin, demoDevice } from "@pos/functions/local/demo";
import { readStored, signInUser, storeTokens, tokenKeys, writeStored } from "./fixtures";

const overrideKey = "apiHostOverride";
const fakeApi = "http://other-api.test";
const webOnly = "http://web-only.test";
const cors = { "access-control-allow-origin": "*" };

async function asAdmin(page: Page, request: Parameters<typeof signInUser>[0]) {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
}

test("an API URL is saved only when its /ping answers with a commit, and a failing one is reset from the error page", async ({
  page,
  request,
}) => {
  await asAdmin(page, request);
  const elsewhere: Request[] = [];
  page.on("request", (sent) => {
    if ([fakeApi, webOnly, "http://127.0.0.1:9"].some((host) => sent.url().startsWith(host)))
      elsewhere.push(sent);
  });
  await page.route(`${fakeApi}/ping`, (route) =>
    route.fulfill({ json: { commit: "abc1234" }, headers: cors }),
  );
  await page.route(`${fakeApi}/trpc/**`, (route) => route.abort("connectionrefused"));
  await page.route(`${webOnly}/ping`, (route) =>
    route.fulfill({ body: "<!doctype html><title>Shop</title>", contentType: "text/html", headers: cors }),
  );
  await page.goto("/admin/v2/development");
  const field = page.getByLabel("Override API URL");
  const save = page.getByRole("button", { name: "Save" });

  await field.fill("http://127.0.0.1:9");
  await save.click();
  await expect(page.getByRole("alert").filter({ hasText: "did not answer" })).toContainText(
    "Not saved: http://127.0.0.1:9 did not answer.",
  );
  expect(await readStored(page, overrideKey)).toBeNull();

  await field.fill(webOnly);
  await save.click();
  await expect(page.getByText("answered, but not as this product's API")).toBeVisible();
  expect(await readStored(page, overrideKey)).toBeNull();

  await field.fill(`${fakeApi}/`);
  await save.click();
  await expect(page.getByText("API URL updated")).toBeVisible();
  await expect(page.getByText("Commit abc1234. Reload the page to use it.")).toBeVisible();
  expect(await readStored(page, overrideKey)).toBe(fakeApi);
  // The checks never carried the admin's token.
  expect(elsewhere.length).toBeGreaterThan(0);
  for (const sent of elsewhere) expect(await sent.headerValue("authorization")).toBeNull();

  // The saved host stops answering: every page fails, and the error page offers the way back.
  await page.reload();
  await expect(page.getByText("Could not load this page")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Reset API URL" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Development" })).toBeVisible();
  expect(await readStored(page, overrideKey)).toBeNull();
  await expect(page.getByRole("button", { name: "Reset API URL" })).toHaveCount(0);

  // Signed out, the log-in page says where it signs in and offers the reset too.
  await writeStored(page, overrideKey, fakeApi);
  await writeStored(page, tokenKeys.auth, null);
  await page.goto("/loginV2");
  await expect(page.getByText(`This browser uses the API at ${fakeApi}`)).toBeVisible();
  await page.getByRole("button", { name: "Reset API URL" }).click();
  await expect(page.getByText("This browser uses the API at")).toHaveCount(0);
  expect(await readStored(page, overrideKey)).toBeNull();
});

test("the device log-in shows 'There was an error logging in' when the server gives no message", async ({
  page,
}) => {
  await page.route("**/trpc/auth.deviceSignIn**", (route) => route.abort("internetdisconnected"));
  await page.goto("/loginV2?mode=pos");
  await page.getByLabel("Device ID", { exact: true }).fill(demoDevice.deviceId);
  await page.getByLabel("Password", { exact: true }).fill(demoDevice.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("There was an error logging in")).toBeVisible();
  await expect(page.getByText("Unable to reach the server")).toHaveCount(0);
});

test("Global Stats has its link in the admin menu", async ({ page, request }) => {
  await asAdmin(page, request);
  await page.goto("/admin/companies");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Global Stats" }).click();
  await expect(page).toHaveURL(/\/admin\/global$/);
  await expect(page.getByRole("heading", { level: 1, name: "Global stats" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Global Stats" })).toHaveAttribute("aria-current", "page");
});
