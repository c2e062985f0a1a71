/** Imports core: load only after the environment is set (see runtime.ts). */
import { randomUUID } from "node:crypto";
import { SecurityRole } from "@pos/core/auth/auth.entity";
import { createUser } from "@pos/core/auth/users";
import { Product, type ProductItem } from "@pos/core/catalog/product.entity";
import { fixedClock, setClock } from "@pos/core/common/clock";
import type { DeviceActor } from "@pos/core/common/actor";
import { dayStartUtc } from "@pos/core/payments/payment-lists.schema";
import { createDevice } from "@pos/core/device/device";
import { addToCompany } from "@pos/core/employees/employees";
import { receiveStock } from "@pos/core/inventory/receive-stock";
import { readInventoryCompany } from "@pos/core/inventory/stock-targets";
import { checkout } from "@pos/core/payments/checkout";
import type { PaymentView, TenderInput } from "@pos/core/payments/payment.schema";
import { refundPayment } from "@pos/core/payments/refunds";
import { registerQuote } from "@pos/core/payments/sale-quote";
import { runRollupJob } from "@pos/core/reports/rollup-job";
import { clockIn } from "@pos/core/shifts/hours";
import { endShift, startShift } from "@pos/core/shifts/shifts";
import { demoLots, demoSoldOutSku } from "./seed-stock";

/** Deterministic pseudo-random numbers (mulberry32): the same history on every seed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** The history's registers and staff; Queen West's budtenders are the demo's, Kensington gets its own. */
const stores = [
  { location: "Queen West", deviceId: "QW-REG-2", salesPerDay: 9, manager: "3333", staff: ["1111", "2222"] },
  { location: "Kensington", deviceId: "KN-REG-1", salesPerDay: 5, manager: "4444", staff: ["5555"] },
] as const;

const kensingtonStaff = [
  { name: "Riley Morgan", email: "riley@demo.test", passcode: "4444", role: "Manager" },
  { name: "Casey Brooks", email: "casey@demo.test", passcode: "5555", role: "Budtender" },
] as const;

/** 90 days; DEMO_SALES_HISTORY_DAYS shortens it (the browser tests' server seeds 3). */
const historyDays = Number(process.env.DEMO_SALES_HISTORY_DAYS ?? 90);

interface PlannedSale {
  at: string;
  passcode: string;
  lines: { productId: string; quantity: number }[];
  tender: TenderInput["paymentTypeId"];
  refund: boolean;
}

const sellable = (product: ProductItem): boolean =>
  product.isActive &&
  !product.isDeleted &&
  !product.isGiftCard &&
  !product.isMasterProduct &&
  !product.parentId &&
  product.trackInventory &&
  product.productType === "product" &&
  (product.price ?? 0) > 0 &&
  product.sku !== demoSoldOutSku &&
  // At most 3 lines of 2 units: 5 g each keeps every sale within the 30 g possession limit.
  (product.driedCannabisEquivalent ?? 0) <= 5 &&
  !demoLots.some((lot) => lot.sku === product.sku);

/** Busier evenings and weekends; opening hours 10:00 to 22:00 local. */
function planDay(
  day: string,
  store: (typeof stores)[number],
  products: ProductItem[],
  seed: number,
): PlannedSale[] {
  const rng = random(seed);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const count = store.salesPerDay + (weekday === 5 || weekday === 6 ? 3 : 0) + rng.int(-2, 2);
  const opening = new Date(dayStartUtc(day, "America/Toronto")).getTime();
  return Array.from({ length: count }, (_, index) => {
    const hour = rng.next() < 0.45 ? rng.int(16, 21) : rng.int(10, 21);
    const at = new Date(opening + (hour * 60 + rng.int(0, 59)) * 60_000 + index * 1000).toISOString();
    const lines = Array.from({ length: rng.int(1, 3) }, () => ({
      productId: products[Math.floor(rng.next() ** 1.6 * products.length)]!.productId,
      quantity: rng.next() < 0.8 ? 1 : 2,
    }));
    const unique = [...new Map(lines.map((line) => [line.productId, line])).values()];
    const tender: PlannedSale["tender"] = rng.next() < 0.4 ? "cash" : rng.next() < 0.6 ? "debit" : "credit";
    const staff = store.staff[rng.int(0, store.staff.length - 1)]!;
    return { at, passcode: staff, lines: unique, tender, refund: rng.next() < 0.03 };
  }).sort((a, b) => a.at.localeCompare(b.at));
}

async function ensureKensingtonStaff(companyId: number, locationId: string): Promise<void> {
  const roles = (await SecurityRole.query.byCompany({ companyId }).go({ pages: "all" })).data;
  for (const person of kensingtonStaff) {
    const role = roles.find((entry) => entry.name === person.role);
    if (!role) throw new Error(`Demo role ${person.role} is missing`);
    await addToCompany(await createUser({ name: person.name, email: person.email }), {
      companyId,
      passcode: person.passcode,
      assignments: [{ locationId, securityRoleId: role.roleId }],
    });
  }
}

async function sellOne(actor: DeviceActor, sale: PlannedSale): Promise<PaymentView> {
  const lines = sale.lines.map((line, index) => ({ ...line, lineId: `l${index + 1}` }));
  const quote = await registerQuote(actor, { lines });
  const amount = sale.tender === "cash" ? Math.ceil(quote.total / 500) * 500 : quote.total;
  return checkout(actor, {
    idempotencyKey: randomUUID(),
    lines,
    tenders: [{ paymentTypeId: sale.tender, amount }],
    expectedTotal: quote.total,
  });
}

/** One store's day: the manager opens the register, budtenders clock in and sell, a few sales are refunded. */
async function runDay(actor: DeviceActor, store: (typeof stores)[number], day: string, plan: PlannedSale[]) {
  const clock = fixedClock(
    new Date(new Date(dayStartUtc(day, "America/Toronto")).getTime() + 9.5 * 3_600_000),
  );
  setClock(clock);
  await startShift(actor, { startingFloat: 20000, passcode: store.manager });
  for (const passcode of store.staff) await clockIn(actor, { passcode });
  const refunds: PaymentView[] = [];
  for (const sale of plan) {
    clock.set(sale.at);
    await clockIn(actor, { passcode: sale.passcode });
    const payment = await sellOne(actor, sale);
    if (sale.refund) refunds.push(payment);
  }
  clock.set(new Date(new Date(dayStartUtc(day, "America/Toronto")).getTime() + 21.9 * 3_600_000));
  for (const payment of refunds)
    await refundPayment(actor, {
      paymentId: payment.id,
      idempotencyKey: randomUUID(),
      lines: [{ lineId: payment.lines[0]!.lineId, units: 1, restock: false }],
      reason: "Customer changed their mind",
      passcode: store.manager,
    });
  clock.set(new Date(new Date(dayStartUtc(day, "America/Toronto")).getTime() + 22 * 3_600_000));
  await endShift(actor, { floatCount: null, notes: "", password: store.manager });
}

/**
 * 90 days of Green Leaf's sales up to yesterday, through the register's own code (quote, checkout, refund, shifts),
 * so rollups, the ledger and cost of goods are real. A delivery before the first day brings what the history
 * sells, so the stores end with the stock the demo seeded. Deterministic but for ids.
 */
export async function seedDemoSalesHistory(
  companyId: number,
  locationIds: Record<string, string>,
  days = historyDays,
): Promise<{ sales: number }> {
  const company = await readInventoryCompany(companyId);
  const products = (await Product.query.byCompany({ companyId }).go({ pages: "all" })).data
    .filter(sellable)
    .sort((a, b) => (a.sku ?? a.name).localeCompare(b.sku ?? b.name));
  const today = new Date().toLocaleDateString("en-CA", { timeZone: company.timezone });
  const first = new Date(`${today}T12:00:00Z`);
  first.setUTCDate(first.getUTCDate() - days);
  const dayList = Array.from({ length: days }, (_, index) =>
    new Date(first.getTime() + index * 86_400_000).toISOString().slice(0, 10),
  );
  let sales = 0;
  try {
    for (const [storeIndex, store] of stores.entries()) {
      const locationId = locationIds[store.location];
      if (!locationId) throw new Error(`Demo location ${store.location} is missing`);
      if (store.location === "Kensington") await ensureKensingtonStaff(companyId, locationId);
      await createDevice({
        companyId,
        locationId,
        deviceId: store.deviceId,
        name: "History register",
        password: `${randomUUID()}A1!`,
      });
      const actor: DeviceActor = {
        kind: "device",
        companyId,
        deviceId: store.deviceId,
        sessionHash: "demo-history",
      };
      const plans = dayList.map((day, index) =>
        planDay(day, store, products, 1_000 * (storeIndex + 1) + index),
      );
      const sold = new Map<string, number>();
      for (const line of plans.flat().flatMap((sale) => sale.lines))
        sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
      setClock(fixedClock(new Date(first.getTime() - 86_400_000)));
      await receiveStock(company, {
        locationId,
        note: "Deliveries of the demo's sales history",
        lines: products
          .filter((product) => sold.has(product.productId))
          .map((product) => ({
            productId: product.productId,
            batchId: null,
            quantity: sold.get(product.productId)!,
            unitCost: product.purchasePrice ?? Math.round((product.price ?? 1000) * 0.52),
          })),
      });
      for (const [index, day] of dayList.entries()) {
        await runDay(actor, store, day, plans[index]!);
        sales += plans[index]!.length;
      }
    }
  } finally {
    setClock(null);
  }
  while ((await runRollupJob()).events > 0);
  return { sales };
}
