import type { Permission } from "./permissions";

export interface EntityRef {
  id: string;
  name: string;
  entityType: "company" | "location";
  parentEntityId: string | null;
  rootEntityId: string;
}

/** What the user may do in the company the dashboard has open (admins: every permission, at the company). */
export interface CompanyPermissions {
  companyId: number;
  /** Granted at the company: they count at every location. Catalogue order. */
  permissions: Permission[];
  /** Granted only at some of the company's locations (and not at the company). Catalogue order. */
  locationPermissions: Permission[];
}

export interface Me {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  companies: { id: number; name: string }[];
  entityAssignments: {
    entity: EntityRef;
    type: string;
    securityRoleId: string | null;
  }[];
  /** Only when asked for a company (`auth.getMe({ companyId })`). */
  permissions: CompanyPermissions | null;
}
