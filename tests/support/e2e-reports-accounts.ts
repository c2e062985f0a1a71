// The company the sales summary browser test sells in and reports on, made by the e2e server at start
// (e2e-reports-seed.ts); no other spec touches it.

export interface ReportsAccount {
  name: string;
  owner: { email: string; password: string; name: string };
  location: string;
  device: { deviceId: string; password: string };
  employee: { name: string; email: string; passcode: string };
  products: Record<"gummies" | "flower", { name: string; price: number; unitCost: number }>;
  /** The company has the Insights dashboards flag. */
  insights?: boolean;
}

export const reportsCompany = {
  name: "E2E Reports Co",
  owner: { email: "reports.owner@e2e.test", password: "Reports#Owner26", name: "Rory Reports" },
  location: "Report Street",
  device: { deviceId: "RPT-REG-1", password: "Reports#Device26" },
  employee: { name: "Robin Report", email: "robin.report@e2e.test", passcode: "6161" },
  /** Both at 13 % HST; their stock costs 4.50 and 18.00 a unit. */
  products: {
    gummies: { name: "Report Gummies", price: 1299, unitCost: 450 },
    flower: { name: "Report Flower", price: 3500, unitCost: 1800 },
  },
} as const;

/** The payment types and tax report browser test's company (e2e-reports-seed.ts); no other spec touches it. */
export const moneyReportsCompany = {
  name: "E2E Money Reports Co",
  owner: { email: "money.owner@e2e.test", password: "Money#Owner26", name: "Morgan Money" },
  location: "Ledger Lane",
  device: { deviceId: "MNY-REG-1", password: "Money#Device26" },
  employee: { name: "Max Money", email: "max.money@e2e.test", passcode: "6262" },
  products: {
    gummies: { name: "Money Gummies", price: 1299, unitCost: 450 },
    flower: { name: "Money Flower", price: 3500, unitCost: 1800 },
  },
} as const satisfies ReportsAccount;

/** The advanced report and insights browser test's company (no other spec touches it). */
export const advancedReportsCompany = {
  name: "E2E Advanced Reports Co",
  owner: { email: "advanced.owner@e2e.test", password: "Advanced#Owner26", name: "Ari Advanced" },
  location: "Builder Street",
  device: { deviceId: "ADV-REG-1", password: "Advanced#Device26" },
  employee: { name: "Alex Builder", email: "alex.builder@e2e.test", passcode: "7272" },
  products: {
    gummies: { name: "Builder Gummies", price: 1099, unitCost: 400 },
    flower: { name: "Builder Flower", price: 4000, unitCost: 2100 },
  },
  insights: true,
} as const satisfies ReportsAccount;
