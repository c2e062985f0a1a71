import { Company, Location } from "../company/company.entity";
import type { AccountAccess } from "./access";
import type { EntityRef, Me } from "./me.schema";

/** The signed-in user as the web app sees it; a location assignment resolves to its root company. */
export async function buildMe({ user, assignments }: AccountAccess): Promise<Me> {
  const companyIds = [...new Set(assignments.map((item) => item.companyId))];
  const locationKeys = assignments
    .filter((item) => item.entityType === "location")
    .map((item) => ({ companyId: item.companyId, locationId: item.entityId }));
  const [companies, locations] = await Promise.all([
    companyIds.length ? Company.get(companyIds.map((companyId) => ({ companyId }))).go() : { data: [] },
    locationKeys.length ? Location.get(locationKeys).go() : { data: [] },
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
      .filter((companyId) => companyName.has(companyId))
      .map((companyId) => ({
        id: companyId,
        name: companyName.get(companyId) ?? "",
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    entityAssignments,
  };
}
