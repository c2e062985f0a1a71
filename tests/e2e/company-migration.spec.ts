// Company data migration (admin.md 2, 4; issue 25 "Bounded reads"): the copy runs in the background and the card
// shows its progress until it is done.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { reviewShot, signInOwner, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

test("copies a store's catalogue in the background and shows the progress to the end", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  const source = await signInOwner(request);
  const target = await trpcMutation<{ companyId: number }>(
    request,
    "account.register",
    {
      name: "Migration Owner",
      email: `migration-${randomUUID().slice(0, 8)}@test.example`,
      companyName: `Migrated ${randomUUID().slice(0, 6)}`,
    },
    admin.token,
  );

  await page.goto(`/admin/companies/${target.companyId}`);
  const migration = page.getByLabel("Company data migration");
  await migration.getByLabel("Copy from company id").fill(String(source.companyId));
  await migration.getByRole("button", { name: "Migrate data" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Migrate company data?" });
  await expect(confirm.getByText("It runs in the background")).toBeVisible();
  await confirm.getByRole("button", { name: "Migrate" }).click();

  const progress = migration.getByLabel("Migration progress");
  await expect(progress.getByText(`Migrated from company ${source.companyId}`)).toBeVisible();
  await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(progress.getByText(/^(\d+) \/ \1$/)).toBeVisible();
  await expect(page.getByText(/Company data migrated: \d+ records copied/)).toBeVisible();
  await reviewShot(page, "company-migration-done");
});
