export interface EntityRef {
  id: string;
  name: string;
  entityType: "company" | "location";
  parentEntityId: string | null;
  rootEntityId: string;
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
}
