// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { saveGiftCardSettings } from "@pos/core/gift-cards/gift-card-account";
import { setStock } from "@pos/core/inventory/stock";
import { productItem, putProducts, putTaxGroup } from "./catalog";
import { cardsCompany as account } from "./e2e-cards-accounts";
import { seedOwnedCompany, seedRegister } from "./e2e-company";

/**
 * E2E Cards Co: one store with a register, the Worldpay flag, gift cards on (the simulator's provider), a taxed
 * product in stock and a free-priced gift card product.
 */
export async function seedE2eCards(): Promise<void> {
  const company = await seedOwnedCompany(account);
  await seedRegister(company, account, "Card register");
  await setFeatureFlag({ companyId: company.companyId, flag: "worldpay", enabled: true });
  await saveGiftCardSettings({
    companyId: company.companyId,
    enabled: true,
    clientId: account.giftCardClientId,
    clientSecret: "e2e-gift-card-secret",
  });
  const taxGroupId = await putTaxGroup(company.companyId, "HST");
  const [flower] = await putProducts([
    productItem(company.companyId, { name: account.flower.name, price: account.flower.price, taxGroupId }),
    productItem(company.companyId, {
      name: account.giftCard.name,
      price: undefined,
      isGiftCard: true,
      trackInventory: false,
    }),
  ]);
  await setStock({
    companyId: company.companyId,
    locationId: company.locationId,
    productId: flower!.productId,
    quantity: 100,
  });
}
