// The companies the inventory log and audit rollback browser tests read, made by the e2e server at start
// (e2e-ledger-seed.ts); no other spec touches them.

/** An Ontario company with a fixed ledger in January 2026, and its owner. */
export const ledgerCompany = {
  name: "E2E Ledger Co",
  owner: { email: "ledger.owner@e2e.test", password: "Ledger#Owner26", name: "Lena Ledger" },
  location: "Ledger Main",
  products: { gummies: "Ledger Gummies", flower: "Ledger Flower" },
  lot: "LOT-E2E-1",
  employee: "Ellis Employee",
} as const;

/** A company with one audit's entries to roll back (audit id below), made on January 10, 2026. */
export const rollbackCompany = {
  name: "E2E Rollback Co",
  location: "Rollback Main",
  auditId: "e2e-audit-1",
} as const;
