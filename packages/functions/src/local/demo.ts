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
