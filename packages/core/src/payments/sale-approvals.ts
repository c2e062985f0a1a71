import { loadUserAccess, permissionsAtLocation } from "../auth/access";
import type { Permission } from "../auth/permissions";
import type { DeviceActor } from "../common/actor";
import { AppError } from "../common/errors";
import { employeeAtRegister } from "../employees/register-employee";
import { paymentMessages, type SaleLine, type SaleQuote } from "./payment.schema";
import type { PosProduct } from "./pos-data.schema";

export interface Seller {
  id: string;
  name: string;
}

async function sellerMay(seller: Seller, companyId: number, locationId: string, permission: Permission) {
  const access = await loadUserAccess(seller.id);
  if (!access) return false;
  return (await permissionsAtLocation(access, companyId, locationId)).includes(permission);
}

/** An override price that differs from the product's price (entering a free price is not an override). */
export const overridesPrice = (line: SaleLine, product: PosProduct): boolean =>
  line.priceOverride !== null && product.price !== null && line.priceOverride !== product.price;

/**
 * Price overrides need CAN_OVERRIDE_PRICES of the seller, else of the employee whose passcode came with the sale;
 * that employee (or the seller) is the approver the receipt names.
 */
export async function priceOverrideApprover(
  actor: DeviceActor,
  where: { companyId: number; locationId: string; seller: Seller },
  overrides: boolean,
  passcode: string | null,
): Promise<Seller | null> {
  if (!overrides) return null;
  if (await sellerMay(where.seller, where.companyId, where.locationId, "CAN_OVERRIDE_PRICES"))
    return where.seller;
  if (passcode === null) {
    throw new AppError("FORBIDDEN", paymentMessages.noPriceOverride, { reason: "priceOverride" });
  }
  const approver = await employeeAtRegister(actor, { passcode });
  if (!approver.permissions.includes("CAN_OVERRIDE_PRICES"))
    throw new AppError("FORBIDDEN", paymentMessages.priceOverrideRefused, { reason: "priceOverride" });
  return { id: approver.id, name: approver.name };
}

/** A sale over the possession limit needs the passcode of an employee with CAN_OVERRIDE_PURCHASE_LIMIT. */
export async function limitApprover(
  actor: DeviceActor,
  quote: SaleQuote,
  passcode: string | null,
): Promise<Seller | null> {
  if (!quote.overLimit) return null;
  const grams = String(quote.cannabisEquivalentGrams);
  if (passcode === null) {
    throw new AppError("FORBIDDEN", paymentMessages.overLimit(grams), { reason: "overLimit", grams });
  }
  const approver = await employeeAtRegister(actor, { passcode });
  if (!approver.permissions.includes("CAN_OVERRIDE_PURCHASE_LIMIT"))
    throw new AppError("FORBIDDEN", paymentMessages.limitOverrideRefused, { reason: "overLimit", grams });
  return { id: approver.id, name: approver.name };
}
