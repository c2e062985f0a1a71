// Issue 15.2: the shifts list and the report agree on the expected cash, and a large discrepancy is a warning
// either way (never green), above the owner's threshold.
import { expect, test } from "@playwright/test";
import { signInOwner, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { fetchReport, runShift } from "./shift-report-fixtures";

test("a large overage is flagged as a warning, and the owner's threshold decides what is large", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const shiftId = await runShift(request, { "10000": 4 });
  const report = await fetchReport(request, owner.token, owner.companyId, shiftId);
  const over = `+$${((40_000 - report.endingFloat) / 100).toFixed(2)}`;
  try {
    await storeTokens(page, { [tokenKeys.auth]: owner.token });
    await page.goto(`/company/${owner.companyId}/dashboard/shifts`);
    const row = page.getByRole("row", { name: new RegExp(`Shift ${shiftId},`) });
    await expect(row).toContainText(`$${(report.endingFloat / 100).toFixed(2)}`);
    const badge = row.getByText(`Over ${over}`);
    await expect(badge).toHaveAttribute("data-warning", "true");
    await expect(badge.getByLabel("Warning")).toBeVisible();
    await expect(badge).not.toHaveClass(/text-success/);

    await page.getByLabel("Threshold").fill("500.00");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(badge).not.toHaveAttribute("data-warning", "true");
    await expect(badge.getByLabel("Warning")).toHaveCount(0);
  } finally {
    await trpcMutation(
      request,
      "shifts.updateCashSettings",
      { companyId: owner.companyId, discrepancyThreshold: 500 },
      owner.token,
    );
  }
});
