import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetUserAccess } from "@pos/core/auth/access";
import { deactivateUser } from "@pos/core/auth/users";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { Location } from "@pos/core/company/company.entity";
import { weekdays, type OpeningHours } from "@pos/core/company/location.schema";
import { formatCents } from "@pos/core/common/money";
import { emailsTo } from "@pos/core/email/outbox";
import { OutboxEmail } from "@pos/core/email/outbox.entity";
import { runDailySummaries } from "@pos/core/reports/daily-summary-job";
import { lastClosedDay } from "@pos/core/reports/daily-summary-closing";
import { runRollupJob } from "@pos/core/reports/rollup-job";
import { saleWorld, sell } from "../support/sale-world";
import { makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";

afterEach(() => setClock(null));

const at = (iso: string) => setClock(fixedClock(iso));
const closingAt = (close: string) =>
  Object.fromEntries(
    weekdays.map((day) => [day, { closed: day === "sunday", open: "09:00", close }]),
  ) as OpeningHours;

/** Main Street in Vancouver (UTC−7 from 8 March 2026), closing at 18:00; the owner subscribed; one sale on 10 March. */
async function summaryWorld() {
  const world = await saleWorld();
  const { companyId, location } = world;
  await Location.patch({ companyId, locationId: location.id })
    .set({ timezone: "America/Vancouver", openingHours: closingAt("18:00") })
    .go();
  expect(
    await world.caller.analytics.setSummarySubscription({
      companyId,
      locationId: location.id,
      subscribed: true,
    }),
  ).toEqual([location.id]);
  at("2026-03-10T19:00:00.000Z");
  await sell(world, [{ productId: world.products.gummies.productId, quantity: 2 }]);
  await runRollupJob();
  const run = () => runDailySummaries({ companyIds: [companyId] });
  const mail = () => emailsTo(world.owner.email);
  return { ...world, run, mail };
}

describe("the daily summary e-mail", () => {
  it("is sent after the location's closing in its time zone, with the summary's figures", async () => {
    const world = await summaryWorld();
    // 18:10 in Vancouver on the 10th (01:10Z on the 11th): not closed + 15 minutes yet; the 9th is the last closed day.
    at("2026-03-11T01:10:00.000Z");
    expect(await world.run()).toMatchObject({ companies: 1, sent: 1, failed: 0 });
    expect((await world.mail()).map((mail) => mail.subject)).toEqual([
      "Daily summary: Main Street, 2026-03-09",
    ]);
    at("2026-03-11T01:20:00.000Z");
    expect(await world.run()).toMatchObject({ sent: 1 });
    const [newest] = await world.mail();
    expect(newest!.subject).toBe("Daily summary: Main Street, 2026-03-10");
    const summary = await world.caller.reports.summary({
      companyId: world.companyId,
      locationIds: [world.location.id],
      from: "2026-03-10",
      to: "2026-03-10",
    });
    expect(summary.figures.saleCount).toBe(1);
    expect(newest!.text).toContain(`Net sales: ${formatCents(summary.figures.netSales)}`);
    expect(newest!.text).toContain(`Gross sales: ${formatCents(2598)}`);
    expect(newest!.text).toContain(`Taxes: ${formatCents(summary.figures.taxes)}`);
    expect(newest!.text).toContain("Sales: 1");

    const runs = await world.caller.analytics.summaryRuns({ companyId: world.companyId });
    expect(runs.map((run) => [run.status, run.sent, run.alreadySent])).toEqual([
      ["succeeded", 1, 0],
      ["succeeded", 1, 0],
    ]);
  });

  it("sends exactly one e-mail per location, day and user when the job runs twice, overlaps or ran before", async () => {
    const world = await summaryWorld();
    at("2026-03-11T02:00:00.000Z");
    const [first, second] = await Promise.all([world.run(), world.run()]);
    expect(first!.sent + second!.sent).toBe(1);
    expect(await world.run()).toMatchObject({ sent: 0 });
    expect((await world.mail()).length).toBe(1);
    const runs = await world.caller.analytics.summaryRuns({ companyId: world.companyId });
    expect(runs.length).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.alreadySent, 0)).toBe(2);
  });

  it("stops after unsubscribing, still reaches other subscribers, skips users who lost access, and checks who subscribes and who reads the run log", async () => {
    const world = await summaryWorld();
    const { companyId, location } = world;
    const viewer = await makeStaff(companyId, ["CAN_VIEW_REPORTS"], location.id);
    await viewer.caller.analytics.setSummarySubscription({
      companyId,
      locationId: location.id,
      subscribed: true,
    });
    const cashier = await makeStaff(companyId, ["CAN_VIEW_DASHBOARD"], location.id);
    expect(
      await failureOf(
        cashier.caller.analytics.setSummarySubscription({
          companyId,
          locationId: location.id,
          subscribed: true,
        }),
      ),
    ).toMatchObject(missingPermission("CAN_VIEW_REPORTS"));
    expect(await failureOf(viewer.caller.analytics.summaryRuns({ companyId }))).toMatchObject(
      missingPermission("CAN_VIEW_REPORTS"),
    );
    expect(
      await world.caller.analytics.setSummarySubscription({
        companyId,
        locationId: location.id,
        subscribed: false,
      }),
    ).toEqual([]);
    const leaver = await makeStaff(companyId, ["CAN_VIEW_REPORTS"], location.id);
    await leaver.caller.analytics.setSummarySubscription({
      companyId,
      locationId: location.id,
      subscribed: true,
    });
    await deactivateUser(leaver.userId);
    forgetUserAccess(leaver.userId);
    at("2026-03-11T02:00:00.000Z");
    expect(await world.run()).toMatchObject({ sent: 1 });
    expect((await world.mail()).length).toBe(0);
    expect((await emailsTo(leaver.email)).length).toBe(0);
    const [run] = await world.caller.analytics.summaryRuns({ companyId });
    expect(run).toMatchObject({ status: "succeeded", locations: 1, sent: 1, notAllowed: 1 });
    expect((await emailsTo(viewer.email)).map((mail) => mail.subject)).toEqual([
      "Daily summary: Main Street, 2026-03-10",
    ]);
  });
});

describe("a run that crashes", () => {
  it("is logged as failed, and the next run sends only what the crashed one did not", async () => {
    const world = await summaryWorld();
    const { companyId, location } = world;
    const viewer = await makeStaff(companyId, ["CAN_VIEW_REPORTS"], location.id);
    await viewer.caller.analytics.setSummarySubscription({
      companyId,
      locationId: location.id,
      subscribed: true,
    });
    at("2026-03-11T02:00:00.000Z");
    const create = OutboxEmail.create.bind(OutboxEmail);
    let calls = 0;
    const crash = vi.spyOn(OutboxEmail, "create").mockImplementation((item) => {
      calls += 1;
      if (calls === 2) throw new Error("Lambda timed out");
      return create(item);
    });
    expect(await world.run()).toMatchObject({ sent: 1, failed: 1 });
    crash.mockRestore();
    at("2026-03-11T02:15:00.000Z");
    expect(await world.run()).toMatchObject({ sent: 1, failed: 0 });
    at("2026-03-11T02:30:00.000Z");
    expect(await world.run()).toMatchObject({ sent: 0, failed: 0 });
    expect((await world.mail()).length).toBe(1);
    expect((await emailsTo(viewer.email)).length).toBe(1);
    const runs = await world.caller.analytics.summaryRuns({ companyId });
    expect(runs.map((run) => [run.status, run.sent, run.alreadySent, run.error])).toEqual([
      ["succeeded", 0, 2, null],
      ["succeeded", 1, 1, null],
      ["failed", 1, 0, "Lambda timed out"],
    ]);
  });
});

describe("the last closed day", () => {
  const hours = closingAt("18:00");
  it("follows the location's time zone and hours, skips closed days, and else uses the configured time", () => {
    expect(lastClosedDay(new Date("2026-03-11T01:14:00Z"), "America/Vancouver", hours)).toBe("2026-03-09");
    expect(lastClosedDay(new Date("2026-03-11T01:15:00Z"), "America/Vancouver", hours)).toBe("2026-03-10");
    expect(lastClosedDay(new Date("2026-03-11T01:15:00Z"), "America/Toronto", hours)).toBe("2026-03-10");
    // Sunday 15 March is closed: on Monday morning the last closed day is Saturday.
    expect(lastClosedDay(new Date("2026-03-16T15:00:00Z"), "America/Vancouver", hours)).toBe("2026-03-14");
    // Without opening hours: the configured time (22:00 by default), 15 minutes after it in Toronto (UTC−4).
    expect(lastClosedDay(new Date("2026-03-11T02:14:00Z"), "America/Toronto", null)).toBe("2026-03-09");
    expect(lastClosedDay(new Date("2026-03-11T02:15:00Z"), "America/Toronto", null)).toBe("2026-03-10");
    expect(lastClosedDay(new Date("2026-03-10T21:15:00Z"), "America/Toronto", null, "17:00")).toBe(
      "2026-03-10",
    );
  });
});
