import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { cardProviderIds, cardSaleStatuses } from "./card-payments.schema";

/** The payment options service's options (admin v2 payments/payment-options): platform data, one partition. */
export const PaymentOption = new Entity(
  {
    model: { entity: "paymentOption", version: "1", service: "pos" },
    attributes: {
      provider: { type: cardProviderIds, required: true },
      posAvailable: { type: "boolean", required: true },
      ecomAvailable: { type: "boolean", required: true },
      availableCountries: { type: "list", items: { type: "string" }, required: true },
      posDisplayName: { type: "string", required: true },
      minimumChargeAmount: { type: "number", required: true },
      maximumChargeAmount: { type: "number", required: true },
      iconUrl: { type: "string" },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byProvider: {
        pk: { field: "pk", composite: [] },
        sk: { field: "sk", composite: ["provider"] },
      },
    },
  },
  entityConfig,
);
export type PaymentOptionItem = EntityItem<typeof PaymentOption>;

/**
 * One card payment at a register, keyed by the register's idempotency key: written before the provider is asked,
 * so a retry (reload, lost answer, restarted server) finds it and asks the provider with the same key.
 */
export const CardSale = new Entity(
  {
    model: { entity: "cardSale", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      idempotencyKey: { type: "string", required: true },
      provider: { type: cardProviderIds, required: true },
      merchantId: { type: "string", required: true },
      terminalId: { type: "string", required: true },
      locationId: { type: "string", required: true },
      deviceId: { type: "string", required: true },
      shiftId: { type: "string", required: true },
      status: { type: cardSaleStatuses, required: true },
      requestedAmount: { type: "number", required: true },
      chargedAmount: { type: "number", required: true, default: 0 },
      tipAmount: { type: "number", required: true, default: 0 },
      cardType: { type: "string" },
      referenceId: { type: "string" },
      providerPaymentId: { type: "string" },
      failReason: { type: "string" },
      usedByPaymentId: { type: "string" },
      /** The register's open sale it was taken for (voidOpenSaleCharges); its own key when none was given. */
      checkoutKey: { type: "string" },
      /** Set when the void job claims an approved payment no sale took: from then on no sale can take it. */
      voidingSince: { type: "string" },
      /** Set while approved and taken by no sale: the void job finds payments left behind by it. */
      heldSince: { type: "string" },
      /** The held index's partition ("held"): written with heldSince, since a patch writes no key of static parts. */
      heldQueue: { type: "string" },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byKey: {
        pk: { field: "pk", composite: ["companyId", "idempotencyKey"] },
        sk: { field: "sk", composite: [] },
      },
      byDevice: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "deviceId"] },
        sk: { field: "gsi1sk", composite: ["createDate", "idempotencyKey"], casing: "none" },
      },
      /** Approved payments no sale took yet, oldest first (sparse: only while `heldSince` is set). */
      held: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["heldQueue"] },
        sk: { field: "gsi2sk", composite: ["heldSince"], casing: "none" },
        condition: (attributes) => attributes.heldSince !== undefined,
      },
      /** The payments of one open sale. */
      byCheckout: {
        index: "gsi3",
        pk: { field: "gsi3pk", composite: ["companyId", "checkoutKey"] },
        sk: { field: "gsi3sk", composite: ["createDate", "idempotencyKey"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type CardSaleItem = EntityItem<typeof CardSale>;
