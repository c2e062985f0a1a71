import { loadUserAccess, permissionsAtLocation } from "../auth/access";
import type { Permission } from "../auth/permissions";
import type { CompanyItem } from "../company/company.entity";
import type { CustomerItem } from "../customers/customer.entity";
import { assertOfLegalAge } from "../customers/legal-age";
import type { Discount } from "../discounts/discount.schema";
import { AppError } from "../common/errors";
import { discountsNeedingApproval } from "../payments/discount-approval";
import type { SaleQuote } from "../payments/payment.schema";
import type { PosProduct } from "../payments/pos-data.schema";
import { overridesPrice, type Seller } from "../payments/sale-approvals";
import { offlineMessages, type ChargedQuote, type OfflineFlag, type OfflineSaleData } from "./offline-sale.schema";

async function mayAt(userId: string | null, companyId: number, locationId: string, permission: Permission) {
  if (!userId) return null;
  const access = await loadUserAccess(userId);
  if (!access?.assignments.some((item) => item.companyId === companyId)) return null;
  const granted = await permissionsAtLocation(access, companyId, locationId);
  return granted.includes(permission) ? { id: userId, name: access.user.name } : null;
}

/** The seller of an offline sale: an employee of the company (a 400 otherwise: the register could not know another). */
export async function offlineSeller(companyId: number, employeeId: string): Promise<Seller> {
  const access = await loadUserAccess(employeeId);
  if (!access?.assignments.some((item) => item.companyId === companyId))
    throw new AppError("INVALID_INPUT", offlineMessages.unknownEmployee);
  return { id: employeeId, name: access.user.name };
}

/** The charged figures add up and name the sale's lines in order; anything else is a 400 that writes nothing. */
export function assertChargedConsistent(data: OfflineSaleData): void {
  const { charged, lines } = data;
  const sameLines =
    charged.lines.length === lines.length && charged.lines.every((line, i) => line.lineId === lines[i]!.lineId);
  const linesTotal = charged.lines.reduce((sum, line) => sum + line.total, 0);
  const total = charged.subtotal - charged.discountTotal + charged.taxTotal + charged.depositTotal;
  if (!sameLines || linesTotal !== charged.total || total !== charged.total)
    throw new AppError("INVALID_INPUT", offlineMessages.chargedMismatch);
}

/** What the sale is recorded with: the server's quote when it agrees, else what the register charged. */
export function recordedQuote(server: SaleQuote, charged: ChargedQuote): { quote: SaleQuote; changed: boolean } {
  const same =
    server.total === charged.total &&
    server.lines.every((line, i) => line.total === charged.lines[i]?.total && line.price === charged.lines[i]?.price);
  return same ? { quote: server, changed: false } : { quote: { ...charged, notApplied: [] }, changed: true };
}

export interface OfflineApprovers {
  limit: Seller | null;
  price: Seller | null;
  flags: OfflineFlag[];
}

/**
 * The approvals given on the register, checked again with today's permissions: the seller's own, else the
 * approving employee's. A missing one does not undo the sale: it flags it.
 */
export async function checkApprovals(
  data: OfflineSaleData,
  context: {
    companyId: number;
    locationId: string;
    seller: Seller;
    quote: SaleQuote;
    products: Record<string, PosProduct>;
    discounts: readonly Discount[];
  },
): Promise<OfflineApprovers> {
  const { companyId, locationId, seller } = context;
  const approve = async (needed: boolean, permission: Permission, approverId: string | null) => {
    if (!needed) return { ok: true, by: null };
    const self = await mayAt(seller.id, companyId, locationId, permission);
    if (self) return { ok: true, by: self };
    const other = await mayAt(approverId, companyId, locationId, permission);
    return { ok: other !== null, by: other };
  };
  const overrides = data.lines.some((line) => overridesPrice(line, context.products[line.productId]!));
  const discountIds = discountsNeedingApproval({ ...data, grantedBy: null }, context.discounts);
  const [limit, price, discount] = await Promise.all([
    context.quote.overLimit
      ? mayAt(data.approvals.limit, companyId, locationId, "CAN_OVERRIDE_PURCHASE_LIMIT").then((by) => ({
          ok: by !== null,
          by,
        }))
      : Promise.resolve({ ok: true, by: null }),
    approve(overrides, "CAN_OVERRIDE_PRICES", data.approvals.price),
    approve(discountIds.length > 0, "CAN_APPLY_DISCOUNTS", data.approvals.discount),
  ]);
  const flags: OfflineFlag[] = [limit, price, discount].every((entry) => entry.ok) ? [] : ["approvalUnverified"];
  return { limit: limit.by, price: price.by, flags };
}

/** The age rule at the moment of the sale; a customer it refuses now flags the sale. */
export function ageFlags(customer: CustomerItem | null, at: Date, company: CompanyItem): OfflineFlag[] {
  if (!customer) return [];
  try {
    assertOfLegalAge(customer.birthday ?? null, at, company.timezone, company.country, company.province);
    return [];
  } catch {
    return ["ageUnverified"];
  }
}
