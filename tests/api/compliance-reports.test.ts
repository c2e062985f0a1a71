import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { complianceMessages, type ReportLine } from "@pos/core/compliance/compliance.schema";
import { reportHeaders } from "@pos/core/compliance/province-reports";
import { featureDisabledMessage } from "@pos/core/company/feature-flags.schema";
import type { InventoryLogItem } from "@pos/core/inventory/inventory-log.entity";
import { editProduct } from "../support/catalog";
import { complianceWorld, placeIn, receive } from "../support/compliance-world";
import { ledgerOf } from "../support/inventory-world";
import { passcodes } from "../support/register";
import { sell } from "../support/sale-world";
import { makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";

afterEach(() => setClock(null));

/** Toronto is UTC−4 in August and September: 22:00 on 31 August there is 02:00 on 1 September in UTC. */
const toronto = (local: string) => new Date(`${local}-04:00`).toISOString();
const monthStart = { "2026-08": toronto("2026-08-01T00:00:00"), "2026-09": toronto("2026-09-01T00:00:00") };
const monthEnd = { "2026-08": toronto("2026-09-01T00:00:00"), "2026-09": toronto("2026-10-01T00:00:00") };

/**
 * A day around the end of August at the Ontario store: stock set, a receipt, sales, a refund, written-off and
 * corrected stock, a transfer out — on both sides of midnight in Toronto (already 1 September in UTC).
 */
async function busyWeekend() {
  const clock = fixedClock(toronto("2026-08-31T21:00:00"));
  setClock(clock);
  const world = await complianceWorld();
  const { gummies, flower, soda } = world.products;
  await editProduct(gummies, { ocsSku: "100111", gtin: "0628417000378" });
  await editProduct(flower, { ocsSku: "100222", gtin: "0628417000743" });
  clock.set(toronto("2026-08-31T22:00:00"));
  await receive(world, world.location.id, flower, 5, 900);
  const sale = await sell(world, [{ productId: gummies.productId, quantity: 2 }]);
  clock.set(toronto("2026-08-31T23:30:00"));
  await world.caller.inventory.adjust({
    companyId: world.companyId,
    locationId: world.location.id,
    productId: flower.productId,
    quantity: -1,
    reason: "damaged",
  });
  const transfer = await world.caller.transfers.create({
    companyId: world.companyId,
    fromLocationId: world.location.id,
    toLocationId: world.second.id,
    lines: [{ productId: gummies.productId, batchId: null, quantity: 3 }],
  });
  await world.caller.transfers.send({ companyId: world.companyId, transferId: transfer.id });
  clock.set(toronto("2026-09-01T00:30:00"));
  await sell(world, [{ productId: flower.productId, quantity: 1.5 }]);
  await world.register.payments.refund({
    paymentId: sale.id,
    idempotencyKey: randomUUID(),
    lines: [{ lineId: "line-1", units: 1 }],
    reason: "Changed mind",
    passcode: passcodes.manager,
  });
  await world.caller.inventory.adjust({
    companyId: world.companyId,
    locationId: world.location.id,
    productId: gummies.productId,
    quantity: 2,
    reason: "correction",
  });
  clock.set(toronto("2026-09-01T01:00:00"));
  await sell(world, [{ productId: soda.productId, quantity: 1 }]);
  await world.caller.inventory.adjust({
    companyId: world.companyId,
    locationId: world.location.id,
    productId: gummies.productId,
    quantity: -1,
    reason: "theft",
  });
  return world;
}

type Column = Exclude<
  keyof ReportLine,
  "productId" | "name" | "sku" | "ocsSku" | "gtin" | "unit" | "opening" | "closing"
>;

/**
 * The column of each kind of entry the scenario makes, written out here rather than taken from the report's code:
 * [column, sign of the change counted there].
 */
const scenarioColumns: Record<string, [Column, 1 | -1]> = {
  SALE: ["sold", -1],
  REFUND: ["returned", 1],
  RECEIVE: ["received", 1],
  "ADJUSTMENT:received": ["received", 1],
  TRANSFER_OUT: ["transferredOut", -1],
  "ADJUSTMENT:damaged": ["writtenOff", -1],
  "ADJUSTMENT:theft": ["writtenOff", -1],
  "ADJUSTMENT:correction": ["adjusted", 1],
};

function scenarioColumn(entry: InventoryLogItem): [Column, 1 | -1] {
  const kind = entry.type === "ADJUSTMENT" ? `ADJUSTMENT:${entry.reason}` : entry.type;
  const column = scenarioColumns[kind];
  if (!column) throw new Error(`The scenario made an entry of an unexpected kind: ${kind}`);
  return column;
}

/** The expected report, computed from the ledger entries themselves: sums of changes, not stock levels. */
function expectedFrom(entries: InventoryLogItem[], start: string, end: string) {
  const rows = new Map<string, Omit<ReportLine, "name" | "sku" | "ocsSku" | "gtin" | "unit">>();
  for (const entry of entries) {
    if (entry.createDate >= end) continue;
    const row = rows.get(entry.productId) ?? {
      productId: entry.productId,
      opening: 0,
      received: 0,
      sold: 0,
      returned: 0,
      transferredIn: 0,
      transferredOut: 0,
      writtenOff: 0,
      adjusted: 0,
      closing: 0,
    };
    row.closing += entry.quantityChange;
    if (entry.createDate < start) row.opening += entry.quantityChange;
    else {
      const [column, sign] = scenarioColumn(entry);
      row[column] += sign * entry.quantityChange;
    }
    rows.set(entry.productId, row);
  }
  return [...rows.values()].filter((row) => row.opening !== 0 || row.closing !== 0 || row.sold !== 0);
}

const byProduct = <T extends { productId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.productId.localeCompare(b.productId));

describe("provincial monthly reports", () => {
  it("reports each product's month at an Ontario store from the ledger, in the store's time zone, as CSV that parses back", async () => {
    const world = await busyWeekend();
    const entries = await ledgerOf({ companyId: world.companyId, locationId: world.location.id });
    for (const month of ["2026-08", "2026-09"] as const) {
      const report = await world.caller.complianceReports.monthly({
        companyId: world.companyId,
        locationId: world.location.id,
        month,
      });
      expect(report.province).toBe("ON");
      const expected = expectedFrom(entries, monthStart[month], monthEnd[month]);
      const numbers = ({ name: _n, sku: _s, ocsSku: _o, gtin: _g, unit: _u, ...row }: ReportLine) => row;
      expect(byProduct(report.lines.map(numbers))).toEqual(byProduct(expected));
      for (const line of report.lines)
        expect(
          line.opening +
            line.received -
            line.sold +
            line.returned +
            line.transferredIn -
            line.transferredOut -
            line.writtenOff +
            line.adjusted,
        ).toBeCloseTo(line.closing, 6);

      const parsed = Papa.parse<Record<string, string>>(report.csv.replace(/^\ufeff/, ""), {
        header: true,
        skipEmptyLines: true,
      });
      expect(parsed.errors).toEqual([]);
      expect(parsed.meta.fields).toEqual(reportHeaders("ON"));
      expect(parsed.data).toHaveLength(report.lines.length);
      for (const line of report.lines) {
        const record = parsed.data.find((row) => row["Product Name"] === line.name)!;
        expect(record).toMatchObject({
          "Reporting Month": month,
          "OCS SKU": line.ocsSku ?? "",
          "Opening Inventory": String(line.opening),
          Received: String(line.received),
          Sold: String(line.sold),
          "Customer Returns": String(line.returned),
          "Transferred Out": String(line.transferredOut),
          "Destroyed or Lost": String(line.writtenOff),
          "Other Adjustments": String(line.adjusted),
          "Closing Inventory": String(line.closing),
        });
      }
    }
    const { gummies, flower } = world.products;
    const september = await world.caller.complianceReports.monthly({
      companyId: world.companyId,
      locationId: world.location.id,
      month: "2026-09",
    });
    // Gummies: 10 set, −2 sold, −3 sent in August; in September +1 returned, +2 corrected, −1 stolen.
    expect(september.lines.find((line) => line.productId === gummies.productId)).toMatchObject({
      opening: 5,
      returned: 1,
      adjusted: 2,
      writtenOff: 1,
      closing: 7,
    });
    expect(september.lines.find((line) => line.productId === flower.productId)).toMatchObject({
      opening: 14,
      sold: 1.5,
      closing: 12.5,
    });
  });

  it("offers each store its province's report: Alberta and British Columbia in their shapes, Ontario only with the flag", async () => {
    const world = await complianceWorld();
    await placeIn(world, world.second.id, "BC");
    const overview = await world.caller.complianceReports.overview({ companyId: world.companyId });
    expect(overview.locations.map((location) => [location.id, location.province])).toEqual(
      expect.arrayContaining([
        [world.location.id, "ON"],
        [world.second.id, "BC"],
      ]),
    );
    const bc = await world.caller.complianceReports.monthly({
      companyId: world.companyId,
      locationId: world.second.id,
      month: "2026-09",
    });
    expect(Papa.parse<string[]>(bc.csv.replace(/^\ufeff/, "")).data[0]).toEqual(reportHeaders("BC"));
    await placeIn(world, world.second.id, "AB");
    const ab = await world.caller.complianceReports.monthly({
      companyId: world.companyId,
      locationId: world.second.id,
      month: "2026-09",
    });
    expect(ab.province).toBe("AB");
    expect(Papa.parse<string[]>(ab.csv.replace(/^\ufeff/, "")).data[0]).toEqual(reportHeaders("AB"));
    await placeIn(world, world.second.id, "MB");
    expect(
      await failureOf(
        world.caller.complianceReports.monthly({
          companyId: world.companyId,
          locationId: world.second.id,
          month: "2026-09",
        }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: complianceMessages.notOffered });

    const unflagged = await complianceWorld({ flag: false });
    const quiet = await unflagged.caller.complianceReports.overview({ companyId: unflagged.companyId });
    expect(quiet).toEqual({ gated: false, issues: [], locations: [] });
    expect(
      await failureOf(
        unflagged.caller.complianceReports.monthly({
          companyId: unflagged.companyId,
          locationId: unflagged.location.id,
          month: "2026-09",
        }),
      ),
    ).toMatchObject({ appCode: "FORBIDDEN", message: featureDisabledMessage });
  });

  it("lists the cannabis products an Ontario store cannot move, each with what it lacks, until they are fixed", async () => {
    const world = await complianceWorld();
    const { gummies, flower, bulk7, bulkMaster } = world.products;
    const issuesOf = async () =>
      (await world.caller.complianceReports.overview({ companyId: world.companyId })).issues;
    expect(await issuesOf()).toEqual([
      expect.objectContaining({ productId: bulk7.productId, editProductId: bulkMaster.productId }),
      {
        productId: flower.productId,
        editProductId: flower.productId,
        name: "Flower 3.5 g",
        sku: null,
        missing: ["ocsSku", "gtin"],
      },
      expect.objectContaining({ productId: gummies.productId, missing: ["ocsSku", "gtin"] }),
    ]);
    await editProduct(gummies, { gtin: "0628417000378" });
    await editProduct(flower, { ocsSku: "100222", gtin: "0628417000743" });
    await editProduct(bulk7, { ocsSku: "100333", gtin: "0628417001115" });
    expect(await issuesOf()).toEqual([
      expect.objectContaining({ productId: gummies.productId, missing: ["ocsSku"] }),
    ]);
  });

  it("needs the compliance reporting permission at the company", async () => {
    const world = await complianceWorld();
    const clerk = await makeStaff(world.companyId, ["CAN_VIEW_REPORTS"]);
    expect(
      await failureOf(clerk.caller.complianceReports.overview({ companyId: world.companyId })),
    ).toMatchObject(missingPermission("CAN_MANAGE_COMPLIANCE_REPORTING"));
  });
});
