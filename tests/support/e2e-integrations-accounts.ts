// The companies the WooCommerce and QuickBooks browser tests connect (e2e-integrations-seed.ts); no other spec
// touches them.

export const wooCompany = {
  name: "E2E WooCommerce Co",
  owner: { email: "woo.owner@e2e.test", password: "Woo#Owner2026", name: "Wren Woo" },
  location: "Web Orders Street",
  device: { deviceId: "WOO-REG-1", password: "Woo#Device2026" },
  category: "Woo Edibles",
  product: { name: "Woo Gummies", sku: "WOO-GUM", price: 1450, stock: 40 },
} as const;

export const qbCompany = {
  name: "E2E QuickBooks Co",
  owner: { email: "qb.owner@e2e.test", password: "Quick#Books2026", name: "Quinn Books" },
  location: "Ledger Lane",
  /** Yesterday's figures (cents) as the rollup job leaves them: two cash sales of goods at 13 % HST. */
  yesterday: { gross: 5000, tax: 650, saleCount: 2, cash: 5650 },
} as const;

/** The e2e server seeds these companies after it answers /ping: sign in once they exist. */
export async function signInWhenSeeded<T>(signIn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await signIn();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
