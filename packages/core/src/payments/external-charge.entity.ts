import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const chargeKinds = ["terminal", "giftCard"] as const;
export type ChargeKind = (typeof chargeKinds)[number];

/** "voiding": a void was started (the job finishes one the provider did not answer); "voided": money given back. */
export const chargeStatuses = ["approved", "declined", "voiding", "voided"] as const;

/**
 * Money taken outside the sale's own transaction before the sale is recorded: a card terminal's approval or a
 * gift card's redemption. Keyed by the register's idempotency key for the charge, so a retry finds it, and bound
 * to the open sale's checkout key, so only that sale's checkout may count it as a tender (and, the checkout key
 * being written once, only one sale ever can).
 */
export const ExternalCharge = new Entity(
  {
    model: { entity: "externalCharge", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      chargeId: { type: "string", required: true },
      kind: { type: chargeKinds, required: true },
      status: { type: chargeStatuses, required: true },
      checkoutKey: { type: "string", required: true },
      deviceId: { type: "string", required: true },
      locationId: { type: "string", required: true },
      /** Cents asked for. */
      requested: { type: "number", required: true },
      /** Cents approved (a partial approval is less than asked). */
      amount: { type: "number", required: true },
      /** The terminal's auth number or the gift-card provider's transaction id. */
      authNumber: { type: "string" },
      transactionId: { type: "string" },
      /** What the receipt names: "VISA •••• 4242", "Gift card •••• 1234". */
      label: { type: "string", required: true },
      connectionId: { type: "string" },
      /** The gift card redeemed (its number is needed to give the money back). */
      cardNumber: { type: "string" },
      /** The sale that counted it as a tender (set in the sale's transaction). */
      usedByPaymentId: { type: "string" },
      /** Set while the money is held and no sale counted it: the void job finds charges left behind by it. */
      heldSince: { type: "string" },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId", "chargeId"] },
        sk: { field: "sk", composite: [] },
      },
      /** The charges of one open sale: the register finds them again after a reload. */
      byCheckout: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "checkoutKey"] },
        sk: { field: "gsi1sk", composite: ["createDate", "chargeId"], casing: "none" },
      },
      /** Approved charges no sale counted yet, oldest first (sparse: only while `heldSince` is set). */
      held: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: [] },
        sk: { field: "gsi2sk", composite: ["heldSince"], casing: "none" },
        condition: (attributes) => attributes.heldSince !== undefined,
      },
    },
  },
  entityConfig,
);
export type ExternalChargeItem = EntityItem<typeof ExternalCharge>;

export interface ChargeView {
  chargeId: string;
  kind: ChargeKind;
  status: (typeof chargeStatuses)[number];
  requested: number;
  amount: number;
  label: string;
  authNumber: string | null;
}

export const toChargeView = (item: ExternalChargeItem): ChargeView => ({
  chargeId: item.chargeId,
  kind: item.kind,
  status: item.status,
  requested: item.requested,
  amount: item.amount,
  label: item.label,
  authNumber: item.authNumber ?? null,
});
