import { z } from "zod";
import { ZId } from "../common/bounded.schema";

/** pos-and-accounts.md 3 and 4: a parked sale (made at a register) or an online order (from an external source). */
export const queueStatuses = ["PENDING", "COMPLETED", "CANCELLED"] as const;

export const orderTypes = ["parked", "pickup", "delivery"] as const;

const ZRef = ZId;
const ZCents = z.number().int().min(0).max(100_000_000);

export const ZQueueLine = z.object({
  productId: ZRef,
  batchId: ZRef.nullable().default(null),
  quantity: z.number().positive().max(100_000),
  /** Unit price in cents as it was when parked or ordered. */
  price: ZCents,
  /** Cents off the line the order already carries (online orders). */
  discountPrice: ZCents.default(0),
  discountId: ZRef.nullable().default(null),
  /** Always 0 for a parked sale: stock moves only when the sale completes. */
  inventorySubtracted: z.number().min(0).default(0),
});
export type QueueLineInput = z.input<typeof ZQueueLine>;
export type QueueLine = z.output<typeof ZQueueLine>;

const ZIso = z.string().min(1);

/**
 * A queue entry as the API returns it. It is the external-source API's response (integrations.createOnlineOrder,
 * checked with `.output()`), so a change to its shape is a change to a public contract.
 */
export const ZQueueEntryView = z.object({
  id: ZRef,
  status: z.enum(queueStatuses),
  orderType: z.enum(orderTypes),
  locationId: ZRef,
  /** The register that parked it or that an online order is assigned to; null: not assigned. */
  deviceId: ZRef.nullable(),
  /** The register that resumed it and has it open; null: open nowhere. */
  heldBy: z.object({ deviceId: ZRef, deviceName: z.string() }).nullable(),
  externalSourceId: ZRef.nullable(),
  externalSourceName: z.string().nullable(),
  /** The order number at the external source. */
  externalOrderId: z.string().nullable(),
  customerId: ZRef.nullable(),
  customerName: z.string().nullable(),
  note: z.string().nullable(),
  paymentLines: z.array(ZQueueLine),
  /** Cents already paid (an online order paid online); a paid entry needs CAN_EDIT_SALES to cancel. */
  paidAmount: ZCents,
  total: ZCents,
  completedPayment: z.object({ id: ZRef }).nullable(),
  createdBy: z.object({ id: ZRef, name: z.string() }).nullable(),
  createDate: ZIso,
  updateDate: ZIso,
});
export type QueueEntryView = z.output<typeof ZQueueEntryView>;

export const ZParkSaleInput = z.object({
  paymentLines: z.array(ZQueueLine).min(1, "The cart is empty").max(200),
  customerId: ZRef.nullable().default(null),
  note: z.string().trim().max(500).nullable().default(null),
});
export type ParkSaleInput = z.input<typeof ZParkSaleInput>;

export const ZQueueRef = z.object({ paymentQueueId: ZRef });

/** Resuming: the entry is assigned to the register; `takeOver` takes it from another register that has it open. */
export const ZAssignQueueInput = ZQueueRef.extend({ takeOver: z.boolean().default(false) });
export type AssignQueueInput = z.input<typeof ZAssignQueueInput>;

export const ZCancelQueueInput = ZQueueRef.extend({
  /** Passcode of the employee cancelling; a paid entry needs CAN_EDIT_SALES at the location. */
  passcode: z
    .string()
    .max(8, "Passcode must be 4 to 8 digits")
    .regex(/^\d{4,8}$/, "Passcode must be 4 to 8 digits"),
});

/** An order an external source sends through the API (its API key authenticates it). */
export const ZCreateOnlineOrderInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZRef,
  orderType: z.enum(["pickup", "delivery"]),
  externalOrderId: z.string().trim().min(1).max(64),
  customerName: z.string().trim().max(120).nullable().default(null),
  note: z.string().trim().max(500).nullable().default(null),
  paymentLines: z.array(ZQueueLine).min(1).max(200),
  paidAmount: ZCents.default(0),
});
export type CreateOnlineOrderInput = z.input<typeof ZCreateOnlineOrderInput>;

/** pos-and-accounts.md 8 "POS". */
export const queueMessages = {
  populateCart: "There was an error populating your cart using the sales queue",
  removeParked: "There was an error removing your parked queue",
  cancelPaid: "There was an error cancelling the paid parked sale",
  cancelParked: "There was an error cancelling a parked sale",
  noPermissionPaid: "You have no permission to cancel a paid parked sale",
  onlineOrderAlert: (orderType: string) => `New unpaid online order for ${orderType}`,
  notFound: "This parked sale or order no longer exists",
  notPending: "This parked sale or order is already completed or cancelled",
  heldElsewhere: (deviceName: string) => `This parked sale or order is open at register ${deviceName}`,
  notOwnParked: "Only an unpaid sale parked at this register can be removed",
  unknownProducts: (ids: string[]) => `These products do not exist: ${ids.join(", ")}`,
  noLocation: "This location does not exist",
} as const;
