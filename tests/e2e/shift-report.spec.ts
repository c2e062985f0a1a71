// The printable shift report (issue 6; dashboard.md 2 "Printable shift report", 9 "shift report rules"): a shift
// run on the demo register through the API, its report on the dashboard, printed to PDF in Chromium, every figure
// read back from the PDF; the receipt layout on an 80 mm roll; a float count added later on the dashboard.
import { expect, test, type Page } from "@playwright/test";
import { reviewShot, signInOwner, storeTokens, tokenKeys, writeStored } from "./fixtures";
import { endCount, fetchReport, pdfText, reviewPdf, runShift, torontoDate } from "./shift-report-fixtures";

const shiftsPath = (companyId: number) => `/company/${companyId}/dashboard/shifts`;
const points = (mm: number) => (mm / 25.4) * 72;
const line = (...parts: string[]) =>
  new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"));

/** Every minute from `from` to now, as the report prints dates: the print date is one of them. */
function printDates(from: Date): string[] {
  const dates: string[] = [];
  for (let at = from.getTime() - 60_000; at <= Date.now() + 60_000; at += 60_000)
    dates.push(torontoDate(new Date(at).toISOString()));
  return dates;
}

async function printToPdf(page: Page, name: string) {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  reviewPdf(name, pdf);
  return pdfText(pdf);
}

test("a counted shift's report prints on Letter and on an 80 mm receipt with every figure", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const shiftId = await runShift(request, endCount);
  const report = await fetchReport(request, owner.token, owner.companyId, shiftId);
  expect(report.employeeHours.map((entry) => `${entry.employeeName} ${entry.type}`)).toEqual([
    "Alex Chen work",
    "Sam Patel break",
    "Sam Patel work",
  ]);
  const before = new Date();
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(shiftsPath(owner.companyId));

  await expect(page.getByRole("heading", { level: 1, name: "Shifts" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(`Shift ${shiftId},`) });
  await expect(row).toContainText("Register 1");
  await expect(row).toContainText("Alex Chen");
  await expect(row).toContainText("$212.66");
  await expect(row).toContainText("$212.50");
  await expect(row).toContainText("Short -$0.16");
  await reviewShot(page, "shift-report-list");

  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: `Shift ${shiftId}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add float count" })).toHaveCount(0);
  await reviewShot(page, "shift-report-shift");

  await page.getByRole("link", { name: "Print" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Print shift report" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Shift report" })).toContainText("Safe drop before lunch");
  await reviewShot(page, "shift-report-print-page");

  const full = await printToPdf(page, "shift-report-letter");
  expect(full.pages[0]?.width).toBeCloseTo(612, 0);
  expect(full.pages[0]?.height).toBeCloseTo(792, 0);
  const text = full.text;
  for (const expected of ["Green Leaf Cannabis Co.", "Register 1", `Shift ${shiftId}`])
    expect(text).toContain(expected);
  expect(text).toMatch(line("Start", torontoDate(report.startDate)));
  expect(text).toMatch(line("End", torontoDate(report.endDate ?? "")));
  expect(printDates(before).some((date) => line("Printed", date).test(text))).toBe(true);
  expect(text).not.toContain("Print shift report");
  expect(text).not.toContain("Green Leaf Cannabis Co.\nOlivia Green");

  expect(text).toMatch(line("Starting float", "$300.00"));
  expect(text).toMatch(line("Ending float (expected)", "$212.66"));
  expect(text).toMatch(line("Counted float", "$212.50"));
  expect(text).toMatch(line("Discrepancy · Short", "-$0.16"));

  expect(text).toMatch(line("25¢ coin", "2", "$0.50"));
  expect(text).toMatch(line("$2 coin", "1", "$2.00"));
  expect(text).toMatch(line("$10 bill", "1", "$10.00"));
  expect(text).toMatch(line("$20 bill", "5", "$100.00"));
  expect(text).toMatch(line("$100 bill", "1", "$100.00"));
  expect(text).toMatch(line("Total counted", "$212.50"));

  expect(text).toContain("No payments in this shift.");
  expect(text).not.toMatch(/credit|debit/i);

  expect(text).toMatch(line("Cash drop", "Alex Chen", "Safe drop before lunch", "$100.00"));
  expect(text).toMatch(line("Pay in", "Sam Patel", "Change from the bank", "$25.00"));
  expect(text).toMatch(line("Pay out", "Alex Chen", "Cleaning supplies", "$12.34"));
  expect(text).toMatch(line("No sale", "Sam Patel", "Customer needed change", "-"));

  for (const entry of report.employeeHours) {
    const time = `${entry.hours}h ${String(entry.minutes).padStart(2, "0")}m`;
    expect(text).toMatch(line(entry.employeeName, entry.type === "work" ? "Work" : "Break", time));
  }
  expect(text).not.toMatch(/inventory sold/i);

  await page.getByRole("checkbox", { name: "Show inventory sold" }).check();
  await expect(page.getByRole("region", { name: "Inventory sold" })).toContainText(
    "Nothing sold in this shift.",
  );
  expect((await printToPdf(page, "shift-report-inventory")).text).toMatch(
    line("INVENTORY SOLD", "Nothing sold in this shift."),
  );

  await page.getByRole("radio", { name: "Receipt" }).click();
  const receipt = page.getByRole("article", { name: "End-of-shift receipt" });
  await expect(receipt).toBeVisible();
  await reviewShot(page, "shift-report-receipt");
  const roll = await printToPdf(page, "shift-report-receipt");
  expect(roll.pages[0]?.width).toBeCloseTo(points(80), 0);
  for (const expected of [
    line("Starting float", "$300.00"),
    line("Ending float", "$212.66"),
    line("Counted float", "$212.50"),
    line("Discrepancy (Short)", "-$0.16"),
    line("$20 x 5", "$100.00"),
    line("25¢ x 2", "$0.50"),
    line("Total counted", "$212.50"),
    line("Pay out", "$12.34"),
    line("Alex Chen: Cleaning supplies"),
    line("INVENTORY SOLD", "Nothing sold"),
  ])
    expect(roll.text).toMatch(expected);
});

test("a shift ended with 'Count later' gets its float count on the dashboard", async ({ page, request }) => {
  const owner = await signInOwner(request);
  const shiftId = await runShift(request, null);
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`${shiftsPath(owner.companyId)}/${shiftId}`);

  await expect(page.getByRole("heading", { level: 1, name: `Shift ${shiftId}` })).toBeVisible();
  await expect(page.getByText("This shift ended with ‘Count later’.", { exact: false })).toBeVisible();
  const report = page.getByRole("article", { name: "Shift report" });
  await expect(report.getByRole("region", { name: "Float", exact: true })).toContainText("Not counted");
  await expect(report.getByRole("region", { name: "Float breakdown" })).toContainText(
    "No float count for this shift.",
  );

  await page.getByRole("button", { name: "Add float count" }).click();
  const dialog = page.getByRole("dialog", { name: "Add float count" });
  for (const [label, count] of [
    ["$0.25", "2"],
    ["$2.00", "1"],
    ["$10.00", "1"],
    ["$20.00", "5"],
    ["$100.00", "1"],
  ])
    await dialog.getByLabel(label, { exact: true }).fill(count);
  await expect(dialog.getByTestId("count-total")).toHaveText("$212.50");
  await reviewShot(page, "shift-report-add-count");
  await dialog.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Float count added")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(report.getByRole("region", { name: "Float", exact: true })).toContainText("$212.50");
  await expect(report.getByRole("region", { name: "Float", exact: true })).toContainText("-$0.16");
  await expect(report.getByRole("region", { name: "Float breakdown" })).toContainText("Total counted");
  await expect(page.getByRole("button", { name: "Add float count" })).toHaveCount(0);
  await page.goto(shiftsPath(owner.companyId));
  await expect(page.getByRole("row", { name: new RegExp(`Shift ${shiftId},`) })).toContainText(
    "Short -$0.16",
  );

  const printRoute = `/company/${owner.companyId}/dashboard/print`;
  await writeStored(page, "printConfig", JSON.stringify({ type: "shiftReport", shiftId, layout: "receipt" }));
  await page.goto(`${printRoute}?useLocalStorage=true`);
  const receipt = page.getByRole("article", { name: "End-of-shift receipt" });
  await expect(receipt).toContainText(`Shift ${shiftId}`);
  await expect(receipt).toContainText("$212.50");
  await page.goto(`${printRoute}?config=not-a-config`);
  await expect(page.getByText("Nothing to print")).toBeVisible();
});
