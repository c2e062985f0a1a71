/** Imports core: load only after the environment is set (see runtime.ts). */
import { newProductDraft } from "@pos/core/catalog/product-draft";
import { createProduct } from "@pos/core/catalog/products";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { giftCardProvider, saveGiftCardSettings } from "@pos/core/gift-cards/gift-card-account";
import { mirrorCard, refundToGiftCard } from "@pos/core/gift-cards/gift-cards";

/** The demo's issued cards (docs/card-terminals-gift-cards.md): number and balance in cents when issued. */
export const demoGiftCards = [
  { cardNumber: "6006491000000017", balance: 5000 },
  { cardNumber: "6006491000000025", balance: 2500 },
  { cardNumber: "6006491000000033", balance: 10_000 },
] as const;

/** What the manager credited the second card with. */
export const demoGiftCardCredit = 1500;

/**
 * Green Leaf takes cards on a Worldpay terminal (the simulator's T-100 "Front counter" pairs with any code but
 * 000000 and 999999) and sells its own gift cards: the provider is on, a free-priced gift card product is in the
 * catalogue, a few cards were issued (the liability settings/giftcards shows), and the manager credited one at
 * Queen West's register for a return without a receipt (the credits list).
 */
export async function seedDemoGiftCards(
  companyId: number,
  register: { deviceId: string; managerPasscode: string },
): Promise<void> {
  await setFeatureFlag({ companyId, flag: "worldpay", enabled: true });
  await saveGiftCardSettings({
    companyId,
    enabled: true,
    clientId: "green-leaf-demo",
    clientSecret: "demo-gift-card-secret",
  });
  await createProduct({
    companyId,
    product: newProductDraft({
      name: "Green Leaf Gift Card",
      shortDescription: "Any amount, loaded at the register",
      isGiftCard: true,
      trackInventory: false,
    }),
  });
  const provider = await giftCardProvider(companyId);
  for (const card of demoGiftCards) {
    const loaded = await provider.load(card.cardNumber, {
      amount: card.balance,
      idempotencyKey: `demo-issue-${card.cardNumber}`,
    });
    if (loaded.kind === "failed") throw new Error(`Demo gift card not issued: ${loaded.message}`);
    await mirrorCard(companyId, loaded.body);
  }
  await refundToGiftCard(
    { kind: "device", companyId, deviceId: register.deviceId, sessionHash: "seed" },
    {
      cardNumber: demoGiftCards[1].cardNumber,
      amount: demoGiftCardCredit,
      idempotencyKey: "0d3c2b1a-5e4f-4a6b-9c8d-7e6f5a4b3c2d",
      passcode: register.managerPasscode,
      reason: "Returned a vape battery without its receipt",
    },
  );
}
