// admin.md 2 and 6: External Sources page (create form, cards, Edit and permissions drawers 350 wide, Check all,
// drag-and-drop order, logo upload of JPG/PNG/SVG only, API key copy).
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { reviewShot, settled, signInOwner, signInUser, storeTokens, trpcMutation } from "./fixtures";

const svgLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#1A7F4B"/></svg>`;

test("the admin creates a source with a logo, sets its permissions and order, and copies its key", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { token } = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeTokens(page, { authToken: token });
  await page.goto("/admin/externalSources");
  await expect(page.getByRole("heading", { level: 1, name: "External sources" })).toBeVisible();

  const create = page.getByRole("button", { name: "Create external source" });
  await create.click();
  await expect(page.getByText("Please input an external name")).toBeVisible();

  const upload = page.getByLabel("Upload logo");
  await upload.setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByText("You can only upload JPG/PNG/SVG file!")).toBeVisible();
  await upload.setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svgLogo) });
  await expect(page.getByRole("img", { name: "Logo" })).toBeVisible();

  const name = `Budbox ${Math.random().toString(36).slice(2, 7)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Category").fill("Marketplace");
  await page.getByLabel("Help URL").fill("https://budbox.example/help");
  await page.getByLabel("Colour").fill("#1A7F4B");
  await page.getByRole("switch", { name: "Enabled" }).click();
  await create.click();
  await expect(page.getByText(`${name} created`)).toBeVisible();

  // The key is shown once, in a dialog; the card shows only its last four characters.
  const shown = page.getByRole("dialog", { name: `API key of ${name}` });
  await shown.getByRole("button", { name: `Copy API key of ${name}` }).click();
  await expect(page.getByText("API key copied to clipboard")).toBeVisible();
  const copied = await readClipboard(page);
  expect(copied).toMatch(/^qwk_/);
  await expect(shown.getByTestId("new-api-key")).toHaveText(copied);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();
  const sources = page.getByRole("list", { name: "External sources" });
  const card = sources.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByText("Enabled", { exact: true })).toBeVisible();
  await expect(card.getByText("Marketplace")).toBeVisible();
  await expect(card.locator("img")).toHaveJSProperty("complete", true);
  await expect(card.getByTestId("masked-api-key")).toHaveText(`qwk_••••••••${copied.slice(-4)}`);
  await expect(card).not.toContainText(copied);
  await settled(card);
  await reviewShot(page, "admin-external-sources");

  await card.getByRole("button", { name: "Permissions" }).click();
  const drawer = page.getByRole("dialog", { name: "Permissions" });
  await settled(drawer);
  expect((await drawer.boundingBox())?.width).toBeCloseTo(350, 0);
  await drawer.getByLabel("Check all").click();
  await drawer.getByRole("button", { name: "Save permissions" }).click();
  await expect(page.getByText("Permissions successfully updated")).toBeVisible();

  // Keyboard sorting: Space picks up the first permission, ArrowDown moves it below the second, Space drops it.
  const items = drawer.getByRole("list", { name: "Permissions in order" }).getByRole("listitem");
  await expect(items.first()).toContainText("Read products and prices");
  const handle = drawer.getByRole("button", { name: "Move Read products and prices" });
  await settled(drawer);
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowDown");
  // The item below makes room once the dragged one is over it.
  await expect(items.nth(1)).toHaveAttribute("style", /translate3d\(0px, -\d/);
  await page.keyboard.press("Space");
  await expect(page.getByText("Permission order successfully updated")).toBeVisible();
  await expect(items.nth(0)).toContainText("Read inventory");
  await expect(items.nth(1)).toContainText("Read products and prices");
  await settled(drawer);
  await reviewShot(page, "admin-external-sources-permissions");
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit external source" });
  await settled(edit);
  expect((await edit.boundingBox())?.width).toBeCloseTo(350, 0);
  await edit.getByLabel("Name").fill(`${name} Shop`);
  await settled(edit);
  await reviewShot(page, "admin-external-sources-edit");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} Shop updated`)).toBeVisible();
  await expect(sources.getByRole("listitem").filter({ hasText: `${name} Shop` })).toHaveCount(1);
});

async function readClipboard(page: Page): Promise<string> {
  type WithClipboard = { navigator: { clipboard: { readText(): Promise<string> } } };
  return page.evaluate(() => (globalThis as unknown as WithClipboard).navigator.clipboard.readText());
}

test("a key is rotated (the new one shown once) and revoked, and a company connects the source", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const owner = await signInOwner(request);
  const name = `Keyshop ${Math.random().toString(36).slice(2, 7)}`;
  const made = await trpcMutation<{ id: string; apiKey: string }>(
    request,
    "externalSources.create",
    { name },
    admin.token,
  );
  await storeTokens(page, { authToken: admin.token });
  await page.goto("/admin/externalSources");
  const card = page
    .getByRole("list", { name: "External sources" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(card.getByTestId("masked-api-key")).toHaveText(`qwk_••••••••${made.apiKey.slice(-4)}`);

  await card.getByRole("button", { name: "Rotate key" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Make new key" }).click();
  const shown = page.getByRole("dialog", { name: `API key of ${name}` });
  const rotated = (await shown.getByTestId("new-api-key").textContent()) ?? "";
  expect(rotated).toMatch(/^qwk_/);
  expect(rotated).not.toBe(made.apiKey);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(card.getByTestId("masked-api-key")).toHaveText(`qwk_••••••••${rotated.slice(-4)}`);

  await card.getByRole("button", { name: "Revoke key" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText(`The API key of ${name} was revoked`)).toBeVisible();
  await expect(card.getByTestId("masked-api-key")).toHaveText("Revoked");
  await expect(card.getByRole("button", { name: "New key" })).toBeVisible();

  await page.goto(`/admin/companies/${owner.companyId}`);
  const connections = page.getByRole("list", { name: "External source connections" });
  const toggle = connections.getByRole("switch", { name: `Connect ${name}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText(`${name} can now act in this company`)).toBeVisible();
  await expect(toggle).toBeChecked();
  await reviewShot(page, "admin-company-external-sources");
  await toggle.click();
  await expect(page.getByText(`${name} was disconnected`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
});
