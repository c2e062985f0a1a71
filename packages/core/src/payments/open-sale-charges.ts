import type { DeviceActor } from "../common/actor";
import { ZOpenSaleChargesInput } from "../gift-cards/gift-cards.schema";
import { ExternalCharge, toChargeView, type ChargeView } from "./external-charge.entity";

/**
 * The approved terminal and gift-card charges this register took for its open sale, oldest first: the tender
 * dialog counts them again after a reload or when it is opened again, so the customer is never asked twice.
 */
export async function openSaleCharges(actor: DeviceActor, input: unknown): Promise<ChargeView[]> {
  const { checkoutKey } = ZOpenSaleChargesInput.parse(input);
  const charges = await ExternalCharge.query
    .byCheckout({ companyId: actor.companyId, checkoutKey })
    .go({ pages: "all" });
  return charges.data
    .filter((charge) => charge.deviceId === actor.deviceId && charge.status === "approved")
    .map(toChargeView);
}
