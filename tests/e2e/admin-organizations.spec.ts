// admin.md 2 "Other pages": the Organizations page (create form, paginated card grid, edit drawer).
import { expect, test } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { reviewShot, settled, signInUser, storeTokens } from "./fixtures";

test("the admin creates an organization, sees it in the grid and renames it in the drawer", async ({
  page,
  request,
}) => {
  const { token } = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeTokens(page, { authToken: token });
  await page.goto("/admin/organizations");
  await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();

  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("Name is required!")).toBeVisible();

  const name = `Aaa Northern Group ${Math.random().toString(36).slice(2, 7)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("Organization created")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  const grid = page.getByRole("list", { name: "Organizations" });
  await expect(grid.getByText(name, { exact: true })).toBeVisible();
  await settled(grid);
  await reviewShot(page, "admin-organizations");

  await grid.getByRole("button", { name: `Edit ${name}` }).click();
  const drawer = page.getByRole("dialog", { name: "Edit organization" });
  await expect(drawer).toBeVisible();
  await settled(drawer);
  expect((await drawer.boundingBox())?.width).toBeCloseTo(350, 0);
  await drawer.getByLabel("Name").fill("");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer.getByText("Name is required!")).toBeVisible();
  await drawer.getByLabel("Name").fill(`${name} Renamed`);
  await settled(drawer);
  await reviewShot(page, "admin-organizations-drawer");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Organization updated")).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(grid.getByText(`${name} Renamed`, { exact: true })).toBeVisible();
});
