import { now } from "../common/clock";
import { Company, Location } from "../company/company.entity";
import { Payment } from "../payments/payment.entity";
import { globalStatsOf, type SaleFacts } from "./global-stats-math";
import { GlobalStatsSnapshot } from "./stats-snapshot.entity";
import type { GlobalStats } from "./stats.schema";

const snapshotName = "global";

async function salesOfCompany(companyId: number): Promise<SaleFacts[]> {
  const locations = await Location.query
    .byCompany({ companyId })
    .go({ pages: "all", attributes: ["locationId"] });
  const perLocation = await Promise.all(
    locations.data.map((location) =>
      Payment.query.byLocation({ companyId, locationId: location.locationId }).go({
        pages: "all",
        attributes: ["companyId", "status", "createDate", "completeDate", "total", "customerId", "lines"],
      }),
    ),
  );
  return perLocation.flatMap((result) =>
    result.data.map((payment) => ({
      companyId: payment.companyId,
      status: payment.status,
      date: payment.completeDate ?? payment.createDate,
      total: payment.total,
      customerId: payment.customerId ?? null,
      lines: payment.lines.map((line) => ({
        barcode: line.barcode,
        productName: line.productName,
        units: line.units,
        refundedUnits: line.refundedUnits,
      })),
    })),
  );
}

/** Reads every sale of every licensed company: run on demand (Refresh), its result kept as a snapshot. */
export async function refreshGlobalStats(): Promise<GlobalStats> {
  const companies = await Company.query.all({}).go({ pages: "all", attributes: ["companyId", "isLicensed"] });
  const licensed = companies.data.filter((company) => company.isLicensed);
  const sales: SaleFacts[] = [];
  for (const company of licensed) sales.push(...(await salesOfCompany(company.companyId)));
  const stats = globalStatsOf(sales, now());
  await GlobalStatsSnapshot.put({ name: snapshotName, stats }).go();
  return stats;
}

/** The last snapshot, computed the first time it is asked for. */
export async function getGlobalStats(): Promise<GlobalStats> {
  const snapshot = await GlobalStatsSnapshot.get({ name: snapshotName }).go();
  return snapshot.data?.stats ?? refreshGlobalStats();
}
