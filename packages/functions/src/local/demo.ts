/** The demo data `npm start` seeds on first run; tests and docs read the log-ins from here. */
export const demoPassword = {
  admin: "Admin#Demo2026",
  owner: "Owner#Demo2026",
  device: "Device#Demo2026",
} as const;

export const demoAdmin = {
  email: "admin@demo.test",
  password: demoPassword.admin,
  name: "Demo Admin",
} as const;

export const demoGreenLeaf = {
  company: {
    name: "Green Leaf Cannabis Co.",
    province: "ON",
    country: "Canada",
    timezone: "America/Toronto",
    isPaid: true,
  },
  locations: ["Queen West", "Kensington"],
  /** What the receipts print by default (issue 15 item 15). */
  store: {
    taxNumber: "784512963 RT0001",
    locations: {
      "Queen West": { address: "712 Queen St W, Toronto, ON M6J 1E8", phone: "(416) 555-0142" },
      Kensington: { address: "186 Augusta Ave, Toronto, ON M5T 2L6", phone: "(416) 555-0177" },
    },
  },
  owner: { email: "owner@demo.test", password: demoPassword.owner, name: "Olivia Green" },
} as const;

export const demoPrairie = {
  company: {
    name: "Prairie Buds",
    province: "AB",
    country: "Canada",
    timezone: "America/Edmonton",
    isPaid: true,
  },
  locations: ["Whyte Ave"],
  store: {
    taxNumber: "851236470 RT0001",
    locations: { "Whyte Ave": { address: "10544 82 Ave NW, Edmonton, AB T6E 2A4", phone: "(780) 555-0139" } },
  },
  owner: { email: "owner@prairie.test", password: demoPassword.owner, name: "Parker Stone" },
} as const;

/** The register at Queen West. */
export const demoDevice = {
  deviceId: "QW-REG-1",
  password: demoPassword.device,
  name: "Register 1",
  location: "Queen West",
} as const;

/**
 * An online store whose orders reach Green Leaf's registers. Its key is published here like the demo passwords;
 * the database keeps only its hash, as for every source.
 */
export const demoSource = {
  name: "Green Leaf Online (demo)",
  categoryName: "Online store",
  apiKey: "qwk_demo-green-leaf-online-orders",
} as const;

/** Budtenders at Queen West; they clock in on the register with their passcode. */
export const demoEmployees = [
  { name: "Alex Chen", email: "alex@demo.test", passcode: "1111" },
  { name: "Sam Patel", email: "sam@demo.test", passcode: "2222" },
  { name: "Jordan Lee", email: "jordan@demo.test", passcode: "3333" },
] as const;
