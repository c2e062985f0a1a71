// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { permissionNames } from "@pos/core/auth/permissions";
import { createSecurityRole, createUser } from "@pos/core/auth/users";
import { createCompany, createLocation } from "@pos/core/company/company";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { createDevice } from "@pos/core/device/device";
import { addToCompany } from "@pos/core/employees/employees";
import { saveGiftCardSettings } from "@pos/core/gift-cards/gift-card-account";
import { setStock } from "@pos/core/inventory/stock";
import { productItem, putProducts, putTaxGroup } from "./catalog";
import { cardsCompany as account } from "./e2e-cards-accounts";

/**
 * E2E Cards Co: one store with a register, the Worldpay flag, gift cards on (the simulator's provider), a taxed
 * product in stock and a free-priced gift card product.
 */
export async function seedE2eCards(): Promise<void> {
  const company = await createCompany({ name: account.name, province: "ON", timezone: "America/Toronto" });
  const location = await createLocation({ companyId: company.id, name: account.location });
  const role = await createSecurityRole({
    companyId: company.id,
    name: "Owner",
    permissions: [...permissionNames],
  });
  await addToCompany(await createUser({ ...account.owner }), {
    companyId: company.id,
    tracksHours: false,
    assignments: [{ locationId: null, securityRoleId: role.roleId }],
  });
  await addToCompany(await createUser({ name: account.employee.name, email: account.employee.email }), {
    companyId: company.id,
    passcode: account.employee.passcode,
    assignments: [{ locationId: location.id, securityRoleId: role.roleId }],
  });
  await createDevice({
    companyId: company.id,
    locationId: location.id,
    name: "Card register",
    ...account.device,
  });
  await setFeatureFlag({ companyId: company.id, flag: "worldpay", enabled: true });
  await saveGiftCardSettings({
    companyId: company.id,
    enabled: true,
    clientId: account.giftCardClientId,
    clientSecret: "e2e-gift-card-secret",
  });
  const taxGroupId = await putTaxGroup(company.id, "HST");
  const [flower] = await putProducts([
    productItem(company.id, { name: account.flower.name, price: account.flower.price, taxGroupId }),
    productItem(company.id, {
      name: account.giftCard.name,
      price: undefined,
      isGiftCard: true,
      trackInventory: false,
    }),
  ]);
  await setStock({
    companyId: company.id,
    locationId: location.id,
    productId: flower!.productId,
    quantity: 100,
  });
}
