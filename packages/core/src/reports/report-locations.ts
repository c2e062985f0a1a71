import type { UserAccess } from "../auth/access";
import { permissionsAtLocation } from "../auth/access";
import type { Permission } from "../auth/permissions";
import { getCompany, listLocations, type LocationView } from "../company/company";
import { now } from "../common/clock";
import { localDay } from "../payments/payment-lists.schema";
import { addDays } from "./report-days";
import type { SummaryReport } from "./reports.schema";
import { summaryReport } from "./summary";

/** The company's (shown) locations where the user holds `permission`: what their report pickers offer. */
export async function reportLocations(
  access: UserAccess,
  companyId: number,
  permission: Permission,
): Promise<LocationView[]> {
  const locations = await listLocations(companyId);
  const allowed = await Promise.all(
    locations.map(async (location) =>
      (await permissionsAtLocation(access, companyId, location.id)).includes(permission),
    ),
  );
  return locations.filter((_, index) => allowed[index]);
}

/**
 * The dashboard home's sales: today and the last 7 days (today included, the company's calendar) at every
 * location where the user may see the home's sales summary (CAN_VIEW_DASHBOARD); null when there is none.
 */
export async function homeReport(
  access: UserAccess,
  companyId: number,
): Promise<{ today: string; locationIds: string[]; summary: SummaryReport } | null> {
  const locations = await reportLocations(access, companyId, "CAN_VIEW_DASHBOARD");
  if (locations.length === 0) return null;
  const company = await getCompany(companyId);
  const today = localDay(now(), company.timezone);
  const locationIds = locations.map((location) => location.id);
  const summary = await summaryReport({
    companyId,
    locationIds,
    from: addDays(today, -6),
    to: today,
    top: 5,
  });
  return { today, locationIds, summary };
}
