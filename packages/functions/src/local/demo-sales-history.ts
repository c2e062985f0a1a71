/** Imports core: load only after the environment is set (see runtime.ts). */
import { randomUUID } from "node:crypto";
import { SecurityRole } from "@pos/core/auth/auth.entity";
import { createUser } from "@pos/core/auth/users";
import { Product, type ProductItem } from "@pos/core/catalog/product.entity";
import { fixedClock, withClock, type Clock } from "@pos/core/common/clock";
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
import { clockIn, clockOut, startBreak } from "@pos/core/shifts/hours";
import { endShift, startShift } from "@pos/core/shifts/shifts";
import { demoRegulars, seedDemoRegulars } from "./demo-customers";
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

/**
 * The history's registers and weekly rota, Sunday first: [opener, closer] by passcode. The opener starts the
 * register at 9:30 and leaves at 18:00, the closer comes at 13:30 and ends the register at 22:00, each with a
 * 30-minute break while the other is there: 8 h of work. The store's long-day person works an hour more (opens
 * until 19:00 or closes from 12:30): Jordan's daily overtime. Everyone works four or five days a week.
 */
const stores = [
  {
    location: "Queen West",
    deviceId: "QW-REG-2",
    salesPerDay: 9,
    manager: "3333",
    longDay: "3333",
    rota: [
      ["1111", "2222"],
      ["3333", "1111"],
      ["3333", "2222"],
      ["1111", "3333"],
      ["2222", "1111"],
      ["3333", "2222"],
      ["1111", "3333"],
    ],
  },
  {
    location: "Kensington",
    deviceId: "KN-REG-1",
    salesPerDay: 5,
    manager: "4444",
    longDay: null,
    rota: [
      ["4444", "5555"],
      ["6666", "4444"],
      ["6666", "5555"],
      ["4444", "6666"],
      ["5555", "4444"],
      ["6666", "5555"],
      ["4444", "6666"],
    ],
  },
] as const;

type Store = (typeof stores)[number];

const kensingtonStaff = [
  { name: "Riley Morgan", email: "riley@demo.test", passcode: "4444", role: "Manager" },
  { name: "Casey Brooks", email: "casey@demo.test", passcode: "5555", role: "Budtender" },
  { name: "Drew Alvarez", email: "drew@demo.test", passcode: "6666", role: "Budtender" },
] as const;

type RotaStep = "startShift" | "clockIn" | "startBreak" | "clockOut" | "endShift";

/** One worker's day in hours from local midnight: in, break start, break end, out. */
interface Stretch {
  passcode: string;
  in: number;
  breakStart: number;
  breakEnd: number;
  out: number;
}

/** The day's opener and closer and their hours (see `stores`). */
function dayRota(day: string, store: Store): [Stretch, Stretch] {
  const [opener, closer] = store.rota[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
  return [
    { passcode: opener, in: 9.5, breakStart: 14, breakEnd: 14.5, out: opener === store.longDay ? 19 : 18 },
    { passcode: closer, in: closer === store.longDay ? 12.5 : 13.5, breakStart: 17, breakEnd: 17.5, out: 22 },
  ];
}

/** Who is on the floor at `hour`: clocked in and not on a break. */
const onFloor = (rota: Stretch[], hour: number): string[] =>
  rota
    .filter((stretch) => hour >= stretch.in && hour < stretch.out)
    .filter((stretch) => hour < stretch.breakStart || hour >= stretch.breakEnd)
    .map((stretch) => stretch.passcode);

/** 90 days; DEMO_SALES_HISTORY_DAYS shortens it (the browser tests' server seeds 3). */
const historyDays = Number(process.env.DEMO_SALES_HISTORY_DAYS ?? 90);

interface PlannedSale {
  at: string;
  passcode: string;
  lines: { productId: string; quantity: number }[];
  tender: TenderInput["paymentTypeId"];
  refund: boolean;
  /** The regular buying (an index of `demoRegulars`), null for a walk-in. */
  customer: number | null;
}

/** About a third of the sales go to a regular; the first regulars come back far more often than the last. */
function regularOf(rng: ReturnType<typeof random>): number | null {
  if (rng.next() >= 0.35) return null;
  return Math.floor(rng.next() ** 2 * demoRegulars.length);
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

/** Busier evenings and weekends; opening hours 10:00 to 22:00 local, sold by whoever is on the floor. */
function planDay(day: string, store: Store, products: ProductItem[], seed: number): PlannedSale[] {
  const rng = random(seed);
  // Regulars draw from their own sequence, so the day's sales stay what they were without them.
  const regulars = random(seed + 500_000);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const count = store.salesPerDay + (weekday === 5 || weekday === 6 ? 3 : 0) + rng.int(-2, 2);
  const opening = new Date(dayStartUtc(day, "America/Toronto")).getTime();
  return Array.from({ length: count }, (_, index) => {
    const hour = rng.next() < 0.45 ? rng.int(16, 21) : rng.int(10, 21);
    const minute = hour * 60 + rng.int(0, 59);
    const at = new Date(opening + minute * 60_000 + index * 1000).toISOString();
    const lines = Array.from({ length: rng.int(1, 3) }, () => ({
      productId: products[Math.floor(rng.next() ** 1.6 * products.length)]!.productId,
      quantity: rng.next() < 0.8 ? 1 : 2,
    }));
    const unique = [...new Map(lines.map((line) => [line.productId, line])).values()];
    const tender: PlannedSale["tender"] = rng.next() < 0.4 ? "cash" : rng.next() < 0.6 ? "debit" : "credit";
    const floor = onFloor(dayRota(day, store), minute / 60);
    const seller = floor[rng.int(0, floor.length - 1)]!;
    const refund = rng.next() < 0.03;
    return { at, passcode: seller, lines: unique, tender, refund, customer: regularOf(regulars) };
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

async function sellOne(actor: DeviceActor, sale: PlannedSale, regulars: string[]): Promise<PaymentView> {
  const lines = sale.lines.map((line, index) => ({ ...line, lineId: `l${index + 1}` }));
  const customerId = sale.customer === null ? null : regulars[sale.customer]!;
  const quote = await registerQuote(actor, { lines, customerId });
  const amount = sale.tender === "cash" ? Math.ceil(quote.total / 500) * 500 : quote.total;
  return checkout(actor, {
    idempotencyKey: randomUUID(),
    lines,
    tenders: [{ paymentTypeId: sale.tender, amount }],
    customerId,
    expectedTotal: quote.total,
  });
}

/** The day's rota as register steps by time; the sales in between go to whoever is on the floor. */
function rotaSteps(rota: [Stretch, Stretch]): { hour: number; step: RotaStep; passcode: string }[] {
  const [opener, closer] = rota;
  return [
    { hour: opener.in, step: "startShift" as const, passcode: opener.passcode },
    { hour: closer.in, step: "clockIn" as const, passcode: closer.passcode },
    ...rota.flatMap((stretch) => [
      { hour: stretch.breakStart, step: "startBreak" as const, passcode: stretch.passcode },
      { hour: stretch.breakEnd, step: "clockIn" as const, passcode: stretch.passcode },
    ]),
    { hour: opener.out, step: "clockOut" as const, passcode: opener.passcode },
    { hour: closer.out, step: "endShift" as const, passcode: closer.passcode },
  ].sort((a, b) => a.hour - b.hour);
}

/** One store's day: the rota's clock-ins and breaks, the sales, a few refunds, then the closer ends the register. */
async function runDay(
  actor: DeviceActor,
  store: Store,
  day: string,
  plan: PlannedSale[],
  clock: Clock & { set(at: string): void },
  regulars: string[],
) {
  const opening = new Date(dayStartUtc(day, "America/Toronto")).getTime();
  const events = [
    ...rotaSteps(dayRota(day, store)).map((step) => ({ at: opening + step.hour * 3_600_000, ...step })),
    ...plan.map((sale) => ({ at: Date.parse(sale.at), step: sale, passcode: sale.passcode })),
  ].sort((a, b) => a.at - b.at);
  const refunds: PaymentView[] = [];
  // The register's current employee: a sale by them needs no clock-in first.
  let current: string | null = null;
  for (const event of events) {
    clock.set(new Date(event.at).toISOString());
    const { step, passcode } = event;
    if (typeof step === "object") {
      if (current !== passcode) await clockIn(actor, { passcode });
      current = passcode;
      const payment = await sellOne(actor, step, regulars);
      if (step.refund) refunds.push(payment);
    } else if (step === "startShift" || step === "clockIn") {
      if (step === "startShift") await startShift(actor, { startingFloat: 20000, passcode });
      else await clockIn(actor, { passcode });
      current = passcode;
    } else if (step === "startBreak" || step === "clockOut") {
      if (step === "startBreak") await startBreak(actor, { passcode });
      else await clockOut(actor, { passcode });
      if (current === passcode) current = null;
    } else {
      for (const payment of refunds)
        await refundPayment(actor, {
          paymentId: payment.id,
          idempotencyKey: randomUUID(),
          lines: [{ lineId: payment.lines[0]!.lineId, units: 1, restock: false }],
          reason: "Customer changed their mind",
          passcode: store.manager,
        });
      await endShift(actor, { floatCount: null, notes: "", password: passcode });
    }
  }
}

/** One store's history on its own clock: the delivery of what it will sell, then its days in order. */
async function runStore(
  company: Awaited<ReturnType<typeof readInventoryCompany>>,
  locationIds: Record<string, string>,
  products: ProductItem[],
  store: Store,
  plans: PlannedSale[][],
  dayList: string[],
  regulars: string[],
): Promise<void> {
  const { companyId } = company;
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
  const sold = new Map<string, number>();
  for (const line of plans.flat().flatMap((sale) => sale.lines))
    sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  const clock = fixedClock(new Date(Date.parse(dayStartUtc(dayList[0]!, company.timezone)) - 86_400_000));
  await withClock(clock, async () => {
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
    for (const [index, day] of dayList.entries())
      await runDay(actor, store, day, plans[index]!, clock, regulars);
  });
}

/**
 * 90 days of Green Leaf's sales up to yesterday, through the register's own code (quote, checkout, refund, shifts),
 * so rollups, the ledger and cost of goods are real; about a third of the sales go to the demo's regulars. A delivery before the first day brings what the history
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
  const plans = stores.map((store, storeIndex) =>
    dayList.map((day, index) => planDay(day, store, products, 1_000 * (storeIndex + 1) + index)),
  );
  const regulars = await seedDemoRegulars(companyId);
  // The stores share nothing but the catalogue and the regulars: each runs on its own clock, both at once.
  await Promise.all(
    stores.map((store, index) =>
      runStore(company, locationIds, products, store, plans[index]!, dayList, regulars),
    ),
  );
  while ((await runRollupJob()).events > 0);
  return { sales: plans.flat(2).length };
}
