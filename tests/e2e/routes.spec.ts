// The route table's redirects in a real browser, driven by the app's own route data.
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin, demoDevice, demoGreenLeaf } from "@pos/functions/local/demo";
import {
  adminScreens,
  publicScreens,
  quickBooksCallbackPath,
  redirects,
} from "../../packages/web/src/app/routes";
import {
  loginUrl,
  posLoginUrl,
  signInDevice,
  signInOwner,
  signInUser,
  storeTokens,
  tokenKeys,
} from "./fixtures";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The whole URL path (and query) must be exactly this. */
const exactly = (pathAndQuery: string) => new RegExp(`^[^/]+//[^/]+${escape(pathAndQuery)}$`);

/** A placeholder screen shows its route title; the tab title follows it. */
async function expectScreenTitled(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escape(title)} · `));
}

const titleOf = (screens: { path: string; title: string }[], path: string) => {
  const screen = screens.find((entry) => entry.path === path);
  if (!screen) throw new Error(`No screen at ${path}`);
  return screen.title;
};

test.describe("public redirects", () => {
  const publicRedirects = redirects.filter((r) => !/^\/(company|pos|admin)\b/.test(r.from));

  test("the route data has the spec's public redirects", () => {
    expect(publicRedirects).toEqual([
      { from: "/", to: "/loginV2" },
      { from: "/login", to: "/loginV2" },
      { from: "/register", to: "/registerV2" },
    ]);
  });

  test("each public redirect opens its target screen", async ({ page }) => {
    for (const { from, to } of publicRedirects) {
      await test.step(`${from} opens ${to}`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL(exactly(to));
        // Registering is for admins: a signed-out visitor gets the not-authorised view under the screen's tab title.
        if (to === "/registerV2") {
          await expect(page.getByRole("heading", { name: "No permissions" })).toBeVisible();
          await expect(page).toHaveTitle(new RegExp(`^${escape(titleOf(publicScreens, to))} · `));
        } else await expectScreenTitled(page, titleOf(publicScreens, to));
      });
    }
  });

  test("an unknown path goes to the root and on to the log-in page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(exactly("/loginV2"));
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
  });

  test("/quickBooksCallback without a numeric state goes to the root", async ({ page }) => {
    await page.goto(`${quickBooksCallbackPath}?state=abc&code=x`);
    await expect(page).toHaveURL(exactly("/loginV2"));
  });
});

test.describe("signed-in redirects", () => {
  test("/company/{id} opens the company dashboard", async ({ page, request }) => {
    const owner = await signInOwner(request);
    await storeTokens(page, { [tokenKeys.auth]: owner.token });
    await page.goto(`/company/${owner.companyId}`);
    await expect(page).toHaveURL(exactly(`/company/${owner.companyId}/dashboard`));
    await expect(page.getByRole("heading", { level: 1, name: demoGreenLeaf.company.name })).toBeVisible();
  });

  test("/quickBooksCallback forwards to the company's QuickBooks callback, keeping the query", async ({
    page,
    request,
  }) => {
    const owner = await signInOwner(request);
    await storeTokens(page, { [tokenKeys.auth]: owner.token });
    const query = `?state=${owner.companyId}&code=x`;
    await page.goto(`${quickBooksCallbackPath}${query}`);
    await expect(page).toHaveURL(
      exactly(`/company/${owner.companyId}/dashboard/integrations/quickBooks/authCallback${query}`),
    );
    await expectScreenTitled(page, "Connecting QuickBooks");
  });

  test("/pos opens the register with a device token", async ({ page, request }) => {
    await storeTokens(page, { [tokenKeys.device]: await signInDevice(request) });
    await page.goto("/pos");
    await expect(page).toHaveURL(exactly("/pos/sale"));
    await expect(page.getByText(demoDevice.name, { exact: true })).toBeVisible();
  });

  test("/pos without a device token opens the POS log-in", async ({ page }) => {
    await page.goto("/pos");
    await expect(page).toHaveURL(posLoginUrl);
    await expect(page.getByRole("radio", { name: "POS" })).toBeChecked();
    await expect(page.getByLabel("Device ID")).toBeVisible();
  });

  const adminRedirects = redirects.filter((r) => r.from.startsWith("/admin"));
  test("the route data has the admin redirects", () => {
    expect(adminRedirects.map((r) => r.from)).toEqual(
      expect.arrayContaining(["/admin", "/admin/provinceProducts", "/admin/globalCatalog"]),
    );
  });

  test("each admin redirect opens its target screen for an admin", async ({ page, request }) => {
    const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
    await storeTokens(page, { [tokenKeys.auth]: admin.token });
    for (const { from, to } of adminRedirects) {
      await test.step(`${from} opens ${to}`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL(exactly(to));
        const title = titleOf(adminScreens, to.replace(/^\/admin\//, ""));
        if (title === "Companies")
          await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        else await expectScreenTitled(page, title);
      });
    }
  });

  test("the sign-in page is where a signed-out visitor of /company/{id} ends up", async ({ page }) => {
    await page.goto("/company/1000");
    await expect(page).toHaveURL(loginUrl);
  });
});
