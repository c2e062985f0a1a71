// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { User } from "@pos/core/auth/auth.entity";
import { assignUser, createUser } from "@pos/core/auth/users";
import { hashSecret } from "@pos/core/common/passwords";
import type { SeedResult } from "@pos/functions/local/seed";
import { createDevice } from "@pos/core/device/device";
import { approvalsRegister, legacyUser, weakUsers } from "./e2e-accounts";
import { seedE2eInventory } from "./e2e-inventory-seed";

/** The accounts of e2e-accounts.ts, each an Owner of the demo Prairie company. */
export async function seedE2eAccounts(seeded: SeedResult): Promise<void> {
  const queenWest = seeded.greenLeaf.locationIds["Queen West"];
  if (queenWest)
    await createDevice({
      companyId: seeded.greenLeaf.companyId,
      locationId: queenWest,
      name: "Register E2E",
      ...approvalsRegister,
    });
  const { companyId, ownerRoleId } = seeded.prairie;
  const assign = (userId: string) =>
    assignUser({
      userId,
      companyId,
      entityType: "company",
      entityId: String(companyId),
      securityRoleId: ownerRoleId,
    });

  const legacy = await createUser({ ...legacyUser }, { passwordStatus: "legacy" });
  await assign(legacy.userId);
  for (const weak of Object.values(weakUsers)) {
    // Made with a valid password, then given the weak one directly, as if set before the rules existed.
    const user = await createUser({ ...weak, password: "Replaced#Before1" });
    await User.patch({ userId: user.userId })
      .set({ passwordHash: await hashSecret(weak.password) })
      .go();
    await assign(user.userId);
  }
  await seedE2eInventory();
}
