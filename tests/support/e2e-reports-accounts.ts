// The company the sales summary browser test sells in and reports on, made by the e2e server at start
// (e2e-reports-seed.ts); no other spec touches it.

export const reportsCompany = {
  name: "E2E Reports Co",
  owner: { email: "reports.owner@e2e.test", password: "Reports#Owner26", name: "Rory Reports" },
  location: "Report Street",
  device: { deviceId: "RPT-REG-1", password: "Reports#Device26" },
  employee: { name: "Robin Report", passcode: "6161" },
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
  employee: { name: "Max Money", passcode: "6262" },
  products: {
    gummies: { name: "Money Gummies", price: 1299, unitCost: 450 },
    flower: { name: "Money Flower", price: 3500, unitCost: 1800 },
  },
} as const;
