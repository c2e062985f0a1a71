import { Company } from "@pos/core/company/company.entity";
import { saveGiftCardSettings } from "@pos/core/gift-cards/gift-card-account";
import {
  startProviderSimulator,
  type ProviderSimulator,
} from "@pos/functions/local/provider-simulator/server";
import { productItem, putProducts } from "./catalog";
import { saleWorld } from "./sale-world";

/** The provider simulator on a free port, with the product pointed at its terminal and gift-card modules. */
export async function startCardSimulator(): Promise<ProviderSimulator> {
  const simulator = await startProviderSimulator();
  process.env.TERMINALS_API_URL = simulator.terminalsUrl;
  process.env.GIFT_CARDS_API_URL = simulator.giftCardsUrl;
  return simulator;
}

export async function stopCardSimulator(simulator: ProviderSimulator): Promise<void> {
  delete process.env.TERMINALS_API_URL;
  delete process.env.GIFT_CARDS_API_URL;
  await simulator.stop();
}

/**
 * A sale world whose company has the Worldpay flag and gift cards on (its own provider client id), with a
 * free-priced gift card product.
 */
export async function cardWorld(options: { giftCards?: boolean } = {}) {
  const world = await saleWorld();
  const { companyId } = world;
  await Company.patch({ companyId })
    .set({ featureFlags: { worldpay: true } })
    .go();
  if (options.giftCards !== false)
    await saveGiftCardSettings({
      companyId,
      enabled: true,
      clientId: `client-${companyId}`,
      clientSecret: "sim-secret",
    });
  const [giftCard] = await putProducts([
    productItem(companyId, { name: "Gift card", price: undefined, isGiftCard: true, trackInventory: false }),
  ]);
  return { ...world, giftCardProduct: giftCard! };
}

export type CardWorld = Awaited<ReturnType<typeof cardWorld>>;
