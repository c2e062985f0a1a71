/** The benchmarks' customers: `customerCount` customers of one company over a year of updates. */
import { performance } from "node:perf_hooks";
import type { EntityItem } from "electrodb";
import type { CustomerEntity } from "@pos/core/customers/customer.entity";
import { pick } from "./seed-catalogue";

const firstNames = [
  "Amélie",
  "Ben",
  "Chloé",
  "Dev",
  "Émile",
  "Fatima",
  "Gus",
  "Hana",
  "Ivan",
  "Jun",
  "Kai",
  "Léa",
];
const lastNames = [
  "Tremblay",
  "Gagnon",
  "Roy",
  "Côté",
  "Bouchard",
  "Singh",
  "Nguyen",
  "Smith",
  "Wong",
  "Martin",
];

export type SeededCustomer = EntityItem<typeof CustomerEntity>;

/** Writes the customers with BatchWriteItem and prints how long it took. */
export async function seedCustomers(companyId: number, customerCount: number): Promise<SeededCustomer[]> {
  const { CustomerEntity } = await import("@pos/core/customers/customer.entity");
  const year = 365 * 24 * 3600 * 1000;
  const items = Array.from({ length: customerCount }, (_, index) => {
    const stamp = new Date(
      Date.now() - year + Math.floor((index / customerCount) * (year - 60_000)),
    ).toISOString();
    const first = pick(firstNames, index);
    const last = pick(lastNames, index >> 4);
    return {
      companyId,
      customerId: String(index + 1),
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${index}@example.org`,
      phone: `${pick(["403", "613", "514", "604"], index >> 2)}555${String(index % 10_000).padStart(4, "0")}`,
      cardId: `CARD-${index}`,
      loyaltyPoints: index % 500,
      creditBalance: 0,
      createDate: stamp,
      updateDate: stamp,
    };
  });
  const start = performance.now();
  await CustomerEntity.put(items).go({ concurrency: 32 });
  console.log(
    `seeded ${customerCount} customers in ${((performance.now() - start) / 1000).toFixed(1)} s (BatchWriteItem)`,
  );
  return items;
}
