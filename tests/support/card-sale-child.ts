/**
 * Starts one card payment at a register in a process of its own, so a test can kill it after the provider
 * recorded the sale and before the answer is stored: `node --import tsx card-sale-child.ts <companyId>
 * <deviceId> <key> <amount>` with the test's environment (CARD_PROVIDER_URL among it).
 */
import { startCardSale } from "@pos/core/card-payments/card-sales";

const [companyId, deviceId, idempotencyKey, amount] = process.argv.slice(2);
await startCardSale(
  { kind: "device", companyId: Number(companyId), deviceId: deviceId!, sessionHash: "child" },
  { idempotencyKey: idempotencyKey!, provider: "blazepay", amount: Number(amount) },
);
process.stdout.write("done\n");
