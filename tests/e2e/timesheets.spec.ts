// analytics/timesheets: the e2e timesheet company's fixed week of clock-ins (e2e-timesheet-seed.ts), its figures
// checked against a computation from the seeded hours, and the payroll CSV read back to the screen's table.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import Papa from "papaparse";
import { timesheetCompany } from "../support/e2e-timesheet-seed";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

const minutes = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 60_000;
const torontoDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(iso));
const hours = (total: number) => (total / 60).toFixed(2);

/** The employee's row as computed here: 8 h a day, then 44 h a week over what the days already counted. */
function expectedRow(name: keyof typeof timesheetCompany.hours): string[] {
  const entries = timesheetCompany.hours[name];
  const perDay = new Map<string, number>();
  let breaks = 0;
  let open = 0;
  for (const [type, start, end] of entries) {
    if (end === null) open += 1;
    else if (type === "break") breaks += minutes(start, end);
    else perDay.set(torontoDay(start), (perDay.get(torontoDay(start)) ?? 0) + minutes(start, end));
  }
  const work = [...perDay.values()].reduce((sum, day) => sum + day, 0);
  const daily = [...perDay.values()].reduce((sum, day) => sum + Math.max(0, day - 480), 0);
  const overtime = daily + Math.max(0, work - daily - 44 * 60);
  return [name, hours(work), hours(breaks), hours(work - overtime), hours(overtime), String(open)];
}

test("the owner reads a week's timesheet with overtime and an open clock-in, and exports it for payroll", async ({
  page,
  request,
}) => {
  const { owner } = timesheetCompany;
  const session = await signInUser(request, owner.email, owner.password);
  const company = session.me.companies.find((entry) => entry.name === timesheetCompany.name);
  if (!company) throw new Error("The timesheet owner has no timesheet company");
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  await page.goto(`/company/${company.id}/dashboard/analytics/timesheets`);
  await expect(page.getByRole("heading", { name: "Timesheets", level: 1 })).toBeVisible();
  await expect(page.getByText("No hours in this period")).toBeVisible();

  await page.getByLabel("Period starts").fill("2026-11-09");
  await expect(page.getByLabel("Period ends")).toHaveValue("2026-11-15");
  const table = page.getByRole("table", { name: "Hours by employee" });
  const bodyRows = table.locator("tbody tr");
  await expect(bodyRows).toHaveCount(2);
  const riley = expectedRow("Riley Long");
  const morgan = expectedRow("Morgan Short");
  expect(riley[4]).toBe("13.50");
  await expect(bodyRows.nth(0)).toHaveText(new RegExp(morgan.slice(0, 5).join(".*")));
  await expect(bodyRows.nth(0)).toContainText("1 open");
  await expect(bodyRows.nth(1)).toHaveText(new RegExp(riley.slice(0, 5).join(".*")));
  await expect(page.getByRole("list", { name: "Open clock-ins" })).toContainText(
    "Morgan Short clocked in since",
  );
  const days = page.getByRole("table", { name: "Hours by day" });
  await expect(days.getByRole("row").filter({ hasText: "Mon 2026-11-09" })).toContainText("9.50");
  await expect(days.getByRole("row").filter({ hasText: "Mon 2026-11-09" })).toContainText("1.50");
  await reviewShot(page, "timesheets");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("timesheet-Timesheet-Main-2026-11-09-to-2026-11-15.csv");
  const text = readFileSync(await file.path(), "utf8").replace(/^\ufeff/, "");
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  const screen: string[][] = [];
  for (const row of await table.locator("tr").all())
    screen.push((await row.locator("th, td").allInnerTexts()).map((cell) => cell.trim()));
  const csvAsShown = rows.map((row) =>
    row.map((cell, index) =>
      index === 5 && cell !== "0" && cell !== "Open clock-ins" ? `${cell} open` : cell,
    ),
  );
  expect(csvAsShown).toEqual(screen);
  expect(rows.slice(1)).toEqual([morgan, riley]);

  await pickOption(page.getByRole("combobox", { name: "Pay period" }), "Semi-monthly");
  await expect(page.getByLabel("Period starts")).toHaveValue("2026-11-01");
  await expect(page.getByLabel("Period ends")).toHaveValue("2026-11-15");
  await expect(bodyRows).toHaveCount(2);
  await pickOption(page.getByRole("combobox", { name: "Pay period" }), "Custom");
  await page.getByLabel("From").fill("2025-11-01");
  await expect(page.getByRole("alert").filter({ hasText: "Reports are limited to 12 months" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
});
