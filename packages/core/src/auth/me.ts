import { Company, Location } from "../company/company.entity";
import { companyPermissions, type AccountAccess } from "./access";
import type { EntityRef, Me } from "./me.schema";

/**
 * The signed-in user as the web app sees it; a location assignment resolves to its root company. With a company,
 * also what they may do there (the dashboard hides what the server would refuse).
 */
export async function buildMe(access: AccountAccess, companyId?: number): Promise<Me> {
  const { user, assignments } = access;
  const companyIds = [...new Set(assignments.map((item) => item.companyId))];
  const locationKeys = assignments
    .filter((item) => item.entityType === "location")
    .map((item) => ({ companyId: item.companyId, locationId: item.entityId }));
  const [companies, locations, permissions] = await Promise.all([
    companyIds.length ? Company.get(companyIds.map((id) => ({ companyId: id }))).go() : { data: [] },
    locationKeys.length ? Location.get(locationKeys).go() : { data: [] },
    companyId === undefined ? null : companyPermissions(access, companyId),
  ]);
  const companyName = new Map(companies.data.map((company) => [company.companyId, company.name]));
  const locationName = new Map(locations.data.map((location) => [location.locationId, location.name]));
  const entityAssignments = assignments.map((item) => {
    const root = String(item.companyId);
    const entity: EntityRef =
      item.entityType === "company"
        ? {
            id: root,
            name: companyName.get(item.companyId) ?? "",
            entityType: "company",
            parentEntityId: null,
            rootEntityId: root,
          }
        : {
            id: item.entityId,
            name: locationName.get(item.entityId) ?? "",
            entityType: "location",
            parentEntityId: root,
            rootEntityId: root,
          };
    return {
      entity,
      type: item.type,
      securityRoleId: item.securityRoleId ?? null,
    };
  });
  return {
    id: user.userId,
    email: user.email,
    name: user.name,
    isAdmin: user.isAdmin,
    companies: companyIds
      .filter((id) => companyName.has(id))
      .map((id) => ({
        id,
        name: companyName.get(id) ?? "",
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    entityAssignments,
    permissions,
  };
}
