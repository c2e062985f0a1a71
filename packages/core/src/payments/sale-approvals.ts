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

/** What a sale asks that the seller may lack: the permission, and the refusals without and with a passcode. */
interface Approval {
  permission: Permission;
  reason: string;
  missing: string;
  refused: string;
}

const approvals = {
  priceOverride: {
    permission: "CAN_OVERRIDE_PRICES",
    reason: "priceOverride",
    missing: paymentMessages.noPriceOverride,
    refused: paymentMessages.priceOverrideRefused,
  },
  discount: {
    permission: "CAN_APPLY_DISCOUNTS",
    reason: "discount",
    missing: paymentMessages.noDiscount,
    refused: paymentMessages.discountRefused,
  },
} as const satisfies Record<string, Approval>;

/**
 * Needs the permission of the seller, else of the employee whose passcode came with the sale; that employee (or
 * the seller) is the approver the receipt names.
 */
async function approverOf(
  actor: DeviceActor,
  where: { companyId: number; locationId: string; seller: Seller },
  approval: Approval,
  passcode: string | null,
): Promise<Seller> {
  if (await sellerMay(where.seller, where.companyId, where.locationId, approval.permission))
    return where.seller;
  if (passcode === null) throw new AppError("FORBIDDEN", approval.missing, { reason: approval.reason });
  const approver = await employeeAtRegister(actor, { passcode });
  if (!approver.permissions.includes(approval.permission))
    throw new AppError("FORBIDDEN", approval.refused, { reason: approval.reason });
  return { id: approver.id, name: approver.name };
}

/** Price overrides need CAN_OVERRIDE_PRICES (approverOf). */
export async function priceOverrideApprover(
  actor: DeviceActor,
  where: { companyId: number; locationId: string; seller: Seller },
  overrides: boolean,
  passcode: string | null,
): Promise<Seller | null> {
  return overrides ? approverOf(actor, where, approvals.priceOverride, passcode) : null;
}

/** Discounts the cashier gives (discountsNeedingApproval) need CAN_APPLY_DISCOUNTS in the same way. */
export async function assertDiscountsApproved(
  actor: DeviceActor,
  where: { companyId: number; locationId: string; seller: Seller },
  discountIds: readonly string[],
  passcode: string | null,
): Promise<void> {
  if (discountIds.length > 0) await approverOf(actor, where, approvals.discount, passcode);
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
