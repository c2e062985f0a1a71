// The register's catalogue in the browser: search by name and SKU, categories, a master's variants, lots, the
// barcode scanner (GS1 included) and the products hidden for having no stock (pos-and-accounts.md 4, 7, 9).
import { expect, test, type Page } from "@playwright/test";
import { demoDevice, demoEmployees } from "@pos/functions/local/demo";
import { demoLots } from "@pos/functions/local/seed-stock";
import { reviewShot, settled, signInDevice, trpcMutation } from "./fixtures";

const [alex] = demoEmployees;
const ghostTrain = demoLots[0];

test.use({ viewport: { width: 1024, height: 768 } });

/** The demo register without an open shift, before and after (other specs expect it so). */
async function endOpenShift({ request }: { request: Parameters<typeof signInDevice>[0] }) {
  const token = await signInDevice(request);
  const response = await request.get("/trpc/shifts.current", {
    headers: { authorization: `Bearer ${token}` },
  });
  const current = (await response.json()).result.data.json as { shift: { id: string } | null };
  if (current.shift)
    await trpcMutation(request, "shifts.end", { floatCount: null, password: alex.passcode }, token);
}
test.beforeEach(endOpenShift);
test.afterEach(endOpenShift);

async function openRegister(page: Page) {
  await page.goto("/loginV2?mode=pos");
  await page.getByLabel("Device ID", { exact: true }).fill(demoDevice.deviceId);
  await page.getByLabel("Password", { exact: true }).fill(demoDevice.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/pos\/sale$/);
  await page.getByLabel("Your passcode").fill(alex.passcode);
  await page.getByRole("button", { name: "Start Shift" }).click();
  // The first load of the catalogue after the server starts may take a while on a busy machine.
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible({ timeout: 30_000 });
}

const catalogue = (page: Page) => page.getByRole("region", { name: "Catalogue" });
const products = (page: Page) => catalogue(page).getByRole("list", { name: "Products" });
const cartLine = (page: Page, name: string) =>
  page.getByRole("list", { name: "Cart lines" }).getByRole("listitem", { name, exact: true });

/**
 * Types like a keyboard-wedge scanner: each key stamped 4 ms (or `gapSeconds`) after the previous one, then Enter. The stamps are given
 * to Chromium (as an operating system would), so a busy test machine delaying delivery does not stretch the gaps.
 */
async function scan(page: Page, code: string, gapSeconds = 0.004) {
  const cdp = await page.context().newCDPSession(page);
  let time = Date.now() / 1000;
  const press = async (key: string, text: string, extra: Record<string, unknown> = {}) => {
    time += gapSeconds;
    await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text, timestamp: time, ...extra });
    await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key, timestamp: time + 0.001, ...extra });
  };
  for (const char of code) await press(char, char);
  await press("Enter", "\r", { code: "Enter", windowsVirtualKeyCode: 13 });
  await cdp.detach();
}

test("a cashier finds products by search, category, variant, lot and scanner", async ({ page }) => {
  await openRegister(page);
  const search = catalogue(page).getByLabel("Search products");
  await expect(search).toBeFocused();
  await settled(catalogue(page));
  await reviewShot(page, "pos-catalog-browse");

  // Categories: a tile opens its subcategories and products; the trail goes back.
  await catalogue(page).getByRole("button", { name: "Flower", exact: true }).click();
  await expect(catalogue(page).getByRole("button", { name: "Whole flower" })).toBeVisible();
  await catalogue(page).getByRole("button", { name: "Whole flower" }).click();
  await expect(catalogue(page).getByRole("navigation", { name: "Category path" })).toContainText(
    "All productsFlowerWhole flower",
  );
  await expect(products(page).getByRole("button", { name: "Ghost Train Haze 3.5 g" })).toBeVisible();

  // A master opens its variants (openVariants is on by default).
  await products(page).getByRole("button", { name: "Pink Kush", exact: true }).click();
  const variants = page.getByRole("dialog", { name: "Pink Kush" });
  await expect(variants.getByText("Choose a variant")).toBeVisible();
  await expect(variants.getByRole("listitem")).toHaveCount(3);
  await settled(variants);
  await reviewShot(page, "pos-catalog-variants");
  await variants.getByRole("button", { name: /Pink Kush 7 g/ }).click();
  await expect(variants).toBeHidden();
  await expect(cartLine(page, "Pink Kush 7 g")).toBeVisible();

  // Search by name: the first result is highlighted and Enter adds it.
  await catalogue(page).getByRole("button", { name: "All products" }).click();
  await search.fill("WEDDING cake 28");
  await expect(products(page).getByRole("button")).toHaveText([/Wedding Cake 28 g/]);
  await search.press("Enter");
  await expect(cartLine(page, "Wedding Cake 28 g")).toBeVisible();
  await expect(search).toHaveValue("");

  // Search by SKU, arrows move the highlight.
  await search.fill("vp-00");
  await expect(products(page).getByRole("button").first()).toContainText("Blue Raspberry 510 Cartridge 1 g");
  await search.press("ArrowDown");
  await expect(products(page).getByRole("button").nth(1)).toHaveAttribute("data-highlighted", "true");
  await reviewShot(page, "pos-catalog-search");

  // A sold-out product is hidden by default ("Hide products with no stock").
  await search.fill("bubble hash");
  await expect(catalogue(page).getByText('No products match "bubble hash"')).toBeVisible();
  await expect(catalogue(page).getByText("Products with no stock are hidden")).toBeVisible();

  // A lot-tracked product with two lots in stock asks which, first-expiring first.
  await search.fill("ghost train");
  await products(page).getByRole("button", { name: "Ghost Train Haze 3.5 g" }).click();
  const lots = page.getByRole("dialog", { name: "Choose a lot" });
  await expect(lots.getByRole("listitem")).toHaveText([
    new RegExp(`Lot ${ghostTrain.lots[0].lotNumber}`),
    new RegExp(`Lot ${ghostTrain.lots[1].lotNumber}`),
  ]);
  await settled(lots);
  await reviewShot(page, "pos-catalog-lots");
  await lots.getByRole("button", { name: new RegExp(ghostTrain.lots[0].lotNumber) }).click();
  await expect(cartLine(page, "Ghost Train Haze 3.5 g")).toContainText(`Lot ${ghostTrain.lots[0].lotNumber}`);

  // The scanner works without touching the screen: a plain barcode, then a GS1 code with its lot.
  await search.blur();
  await scan(page, "0628417000378");
  await expect(cartLine(page, "Pink Kush 3.5 g")).toBeVisible();
  await search.focus();
  await scan(page, `]d2010062841700370617270930${"10"}${ghostTrain.lots[1].lotNumber}`);
  await expect(search).toHaveValue("");
  await expect(page.getByRole("list", { name: "Cart lines" })).toContainText(
    `Lot ${ghostTrain.lots[1].lotNumber}`,
  );
  // The same keys typed at a person's pace stay in the search box; Enter then picks the search's first result.
  await scan(page, "lemon skunk", 0.15);
  await expect(search).toHaveValue("");
  await expect(cartLine(page, "Lemon Skunk 7 g")).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "No product found" })).toHaveCount(0);
  await scan(page, "9990001112223");
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "No product found for 9990001112223" }),
  ).toBeVisible();
  await reviewShot(page, "pos-catalog-scanned");
});

test("expanded listings show rows, and with open variants off a master adds its first variant", async ({
  page,
  request,
}) => {
  const token = await signInDevice(request);
  const prefer = (key: string, booleanValue: boolean) =>
    trpcMutation(request, "devicePreferences.update", { key, booleanValue }, token);
  await prefer("expandedListings", true);
  await prefer("openVariants", false);
  try {
    await openRegister(page);
    const search = catalogue(page).getByLabel("Search products");
    await search.fill("pink kush");
    await expect(products(page).getByRole("button", { name: "Pink Kush 3.5 g" })).toContainText("FL-PK-3.5");
    await settled(catalogue(page));
    await reviewShot(page, "pos-catalog-expanded");
    await search.fill("");
    await catalogue(page).getByRole("button", { name: "Flower", exact: true }).click();
    await catalogue(page).getByRole("button", { name: "Whole flower" }).click();
    await products(page).getByRole("button", { name: "Blue Dream", exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(cartLine(page, "Blue Dream 3.5 g")).toBeVisible();
  } finally {
    await prefer("expandedListings", false);
    await prefer("openVariants", true);
  }
});

test("the first load comes in pages behind a progress bar, and what is loaded is usable at once", async ({
  page,
}) => {
  // Pages of 10 products, each held back a moment, so the 40-odd demo products take several visible pages.
  await page.route(/\/trpc\/[^?]*posData\.listings/, async (route) => {
    const url = new URL(route.request().url());
    const calls = decodeURIComponent(url.pathname.slice(url.pathname.indexOf("/trpc/") + 6)).split(",");
    const input = JSON.parse(url.searchParams.get("input") ?? "{}") as Record<string, { json: object }>;
    const at = String(calls.indexOf("posData.listings"));
    input[at] = { ...input[at], json: { ...input[at]?.json, pageSize: 10 } };
    url.searchParams.set("input", JSON.stringify(input));
    const response = await route.fetch({ url: url.toString() });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ response });
  });
  await openRegister(page);
  const bar = page.getByRole("progressbar", { name: "Loading products" });
  await expect(bar).toHaveAttribute("aria-valuetext", /^Loading products… [1-9]\d* of [1-9]\d*$/);
  await expect(page.getByText(/^Loading products… \d+ of \d+$/)).toBeVisible();
  // Searching works on the pages already in.
  const search = catalogue(page).getByLabel("Search products");
  await search.fill("g");
  await expect(products(page).getByRole("button").first()).toBeVisible();
  await expect(bar).toBeVisible();
  await reviewShot(page, "pos-catalog-progress");
  await expect(bar).toBeHidden({ timeout: 30_000 });
  await search.fill("ghost train");
  await expect(products(page).getByRole("button", { name: "Ghost Train Haze 3.5 g" })).toBeVisible();
});
