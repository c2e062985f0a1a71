// Issue 22, settings/pos: a newly registered store sets its location's register defaults, and a register added
// there afterwards starts with them.
import { expect, test } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { readyOwner, strongPassword, toast } from "./account-fixtures";
import { trpcQuery } from "./employees-fixtures";
import { reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("the owner sets a location's register defaults and a new register there starts with them", async ({
  page,
  request,
}) => {
  const store = await readyOwner(request, "posdefaults");
  const session = await signInUser(request, store.email, strongPassword);
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  await page.goto(`/company/${store.companyId}/dashboard/settings/pos`);
  await expect(page.getByRole("heading", { name: "POS settings", level: 1 })).toBeVisible();
  for (const name of ["Cash", "Credit", "Debit", "Other"])
    await expect(page.getByRole("switch", { name, exact: true })).toBeChecked();
  await expect(page.getByRole("switch", { name: "E-transfer" })).not.toBeChecked();

  await page.getByRole("switch", { name: "E-transfer" }).click();
  await page.getByRole("switch", { name: "Other", exact: true }).click();
  await page.getByRole("switch", { name: "Print the receipt after each sale" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "POS settings saved")).toBeVisible();
  await reviewShot(page, "settings-pos");

  await page.reload();
  await expect(page.getByRole("switch", { name: "E-transfer" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Other", exact: true })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Print the receipt after each sale" })).toBeChecked();

  const { data } = await trpcQuery(
    request,
    "company.locations",
    { companyId: store.companyId },
    session.token,
  );
  const [location] = (data as { items: { id: string }[] }).items;
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const device = { deviceId: `E2E-DEF-${Date.now().toString(36)}`, name: "Front", password: "Device#Pass3" };
  await trpcMutation(
    request,
    "adminCompanies.addDevice",
    { companyId: store.companyId, locationId: location?.id, ...device },
    admin.token,
  );
  const { token } = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", {
    deviceId: device.deviceId,
    password: device.password,
  });
  const preferences = (await trpcQuery(request, "devicePreferences.get", null, token)).data;
  expect(preferences).toMatchObject({ paymentOptionEtransfer: true, paymentOptionOther: false, print: true });
});
