import { Service } from "electrodb";
import { z } from "zod";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { AppError } from "../common/errors";
import { ZId } from "../common/bounded.schema";
import { getCompany } from "../company/company";
import { Location } from "../company/company.entity";
import { ZCompanyId } from "../company/company.schema";

/** admin.md 9: the locations card loads 10 at a time. */
export const adminLocationPageSize = 10;

export const ZAdminLocationsInput = z.object({
  companyId: ZCompanyId,
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(adminLocationPageSize),
});
export type AdminLocationsInput = z.input<typeof ZAdminLocationsInput>;

export const ZLocationRef = z.object({ companyId: ZCompanyId, locationId: ZId });
export type LocationRef = z.input<typeof ZLocationRef>;

export interface AdminLocation {
  id: string;
  name: string;
  isHidden: boolean;
  createDate: string;
}

export interface AdminLocationPage {
  items: AdminLocation[];
  total: number;
  offset: number;
  limit: number;
}

/** Every location of the company, deleted ones too, by id, in offset pages (admin.md 7). */
export async function listAdminLocations(input: AdminLocationsInput): Promise<AdminLocationPage> {
  const { companyId, offset, limit } = ZAdminLocationsInput.parse(input);
  await getCompany(companyId);
  const result = await Location.query.byCompany({ companyId }).go({ pages: "all" });
  const all = result.data
    .map((location) => ({
      id: location.locationId,
      name: location.name,
      isHidden: location.isHidden,
      createDate: location.createDate,
    }))
    .sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
  return { items: all.slice(offset, offset + limit), total: all.length, offset, limit };
}

const service = new Service({ location: Location, audit: AuditEntry });

/** admin.md 4: a deleted (hidden) location becomes active again, recorded in the company's audit log. */
export async function undeleteLocation(input: LocationRef, by: AuditActor): Promise<AdminLocation> {
  const { companyId, locationId } = ZLocationRef.parse(input);
  const current = (await Location.get({ companyId, locationId }).go({ consistent: true })).data;
  if (!current) throw new AppError("NOT_FOUND", "Location not found");
  const entry = auditEntry(by, {
    companyId,
    action: "location.undelete",
    targetId: locationId,
    targetLabel: current.name,
    before: { isHidden: current.isHidden },
    after: { isHidden: false },
  });
  const result = await service.transaction
    .write(({ location, audit }) => [
      location.patch({ companyId, locationId }).set({ isHidden: false }).commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("NOT_FOUND", "Location not found");
  return { id: locationId, name: current.name, isHidden: false, createDate: current.createDate };
}
