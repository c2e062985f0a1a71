import { isValidLicence } from "./company-search.schema";

/**
 * The licence registry behind the admin search (admin.md 7 "Retailer lookup by licence number"): it answers
 * the tenants that hold a retail licence. Only the local simulator exists; it is documented in docs/admin.md.
 */
export interface RetailerRegistry {
  lookup(licence: string): Promise<{ tenantId: number }[]>;
}

/**
 * The simulator's licences. CRSA1234567 is Green Leaf Cannabis Co., the first company a freshly seeded
 * local database creates (id 1000). Any other well-formed licence is unknown and finds nothing.
 */
export const documentedLicences: Readonly<Record<string, number>> = {
  CRSA1234567: 1000,
};

const registered = new Map<string, number>(Object.entries(documentedLicences));

/** Adds a licence to the simulator (tests and local experiments); the licence must be well formed. */
export function registerSimulatedLicence(licence: string, tenantId: number): void {
  if (!isValidLicence(licence)) throw new Error(`Not a CRSA licence: ${licence}`);
  registered.set(licence.trim().toUpperCase(), tenantId);
}

const simulatedRetailerRegistry: RetailerRegistry = {
  lookup(licence) {
    const tenantId = registered.get(licence.trim().toUpperCase());
    return Promise.resolve(tenantId === undefined ? [] : [{ tenantId }]);
  },
};

export const retailerRegistry: RetailerRegistry = simulatedRetailerRegistry;
