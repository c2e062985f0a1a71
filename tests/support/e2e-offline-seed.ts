// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { permissionNames } from "@pos/core/auth/permissions";
import { createSecurityRole, createUser } from "@pos/core/auth/users";
import { createCompany, createLocation } from "@pos/core/company/company";
import { setPermissionFlag } from "@pos/core/company/feature-flags";
import { CustomerEntity } from "@pos/core/customers/customer.entity";
import { createCustomer } from "@pos/core/customers/customers";
import { createDevice } from "@pos/core/device/device";
import { addToCompany, createEmployee } from "@pos/core/employees/employees";
import { setStock } from "@pos/core/inventory/stock";
import { productItem, putProducts } from "./catalog";
import { offlineCompany as seed } from "./e2e-offline";

/** E2E Offline Co: two registers at one store, a manager and a cashier, two products, one loyalty customer. */
export async function seedE2eOffline(): Promise<void> {
  const company = await createCompany({ name: seed.name, province: "ON", timezone: "America/Toronto" });
  const companyId = company.id;
  const location = await createLocation({ companyId, name: seed.location });
  await setPermissionFlag({ companyId, flag: "canAccessLoyalty", enabled: true });
  const owners = await createSecurityRole({ companyId, name: "Owner", permissions: [...permissionNames] });
  const cashiers = await createSecurityRole({ companyId, name: "Cashier", permissions: ["CAN_VIEW_REPORTS"] });
  await addToCompany(await createUser({ ...seed.owner }), {
    companyId,
    tracksHours: false,
    assignments: [{ locationId: null, securityRoleId: owners.roleId }],
  });
  for (const [person, role] of [
    [seed.manager, owners],
    [seed.cashier, cashiers],
  ] as const)
    await createEmployee({
      companyId,
      name: person.name,
      passcode: person.passcode,
      tracksHours: false,
      assignments: [{ locationId: location.id, securityRoleId: role.roleId }],
    });
  for (const register of [...seed.registers, seed.shiftRegister, seed.closeRegister])
    await createDevice({ companyId, locationId: location.id, ...register });
  const products = await putProducts(
    [seed.gummies, seed.lastJar, seed.mints].map((item) => productItem(companyId, { name: item.name, price: item.price })),
  );
  for (const [index, item] of [seed.gummies, seed.lastJar, seed.mints].entries())
    await setStock({ companyId, locationId: location.id, productId: products[index]!.productId, quantity: item.stock });
  const customer = await createCustomer({
    companyId,
    customer: { name: seed.customer.name, birthday: seed.customer.birthday },
  });
  await createCustomer({
    companyId,
    customer: { name: seed.phoneCustomer.name, phone: seed.phoneCustomer.phone, birthday: seed.phoneCustomer.birthday },
  });
  await CustomerEntity.patch({ companyId, customerId: customer.id }).set({ loyaltyPoints: seed.customer.points }).go();
}
