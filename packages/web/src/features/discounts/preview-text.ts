import type { NotAppliedReason } from "@pos/core/discounts/pricing.schema";

/** Why a discount chosen for the preview cart takes nothing off, in the words shown under the cart. */
export const notAppliedText: Record<NotAppliedReason, string> = {
  notFound: "it no longer exists",
  inactive: "it is inactive",
  channel: "it is not offered at the register",
  location: "it is not offered at this location",
  schedule: "its schedule does not include this moment",
  product: "it covers none of the products in the cart",
  noCustomer: "a loyalty reward needs a customer",
  points: "the customer does not have enough points",
  outdone: "another discount takes more off",
};
