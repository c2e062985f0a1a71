// The company of the offline register browser test (offline-register.spec.ts), made by the e2e server at start
// (e2e-offline-seed.ts): its own registers, staff, products and customer, so no other spec moves its figures.

export const offlineCompany = {
  name: "E2E Offline Co",
  owner: { email: "offline.owner@e2e.test", name: "Olga Owner", password: "Offline#Owner26" },
  location: "Offline Main",
  registers: [
    { deviceId: "E2E-OFFLINE-A", name: "Offline A", password: "Offline#RegA26" },
    { deviceId: "E2E-OFFLINE-B", name: "Offline B", password: "Offline#RegB26" },
  ],
  /** The register of the shift-work test (a server that gives no answer), so the sales tests keep theirs. */
  shiftRegister: { deviceId: "E2E-OFFLINE-C", name: "Offline C", password: "Offline#RegC26" },
  /** The register of the whole-shift test (the shift ended offline). */
  closeRegister: { deviceId: "E2E-OFFLINE-D", name: "Offline D", password: "Offline#RegD26" },
  manager: { name: "Mara Manager", passcode: "8765" },
  cashier: { name: "Cody Cashier", passcode: "4321" },
  /** $5.00, no tax, 100 in stock. */
  gummies: { name: "Offline Gummies", price: 500, stock: 100 },
  /** $20.00, no tax, the last one in stock. */
  lastJar: { name: "Last Jar", price: 2000, stock: 1 },
  customer: { name: "Lou Loyal", birthday: "1980-05-05", points: 1000 },
  /** $3.00, no tax, 50 in stock: sold only by the shift-work test. */
  mints: { name: "Shift Mints", price: 300, stock: 50 },
  /** Found offline by phone in the shift-work test. */
  phoneCustomer: { name: "Sam Shift", phone: "4165550142", birthday: "1985-03-03" },
} as const;
