// The companies of the inventory conversion and snapshot browser tests, made by the e2e server at start
// (e2e-inventory-seed.ts): each spec has its own, so no other spec's data moves its figures.

export const e2eInventoryPassword = "Stock#Count2026";

export const convertCompany = {
  name: "E2E Convert Co",
  owner: { email: "convert.owner@e2e.test", name: "Casey Convert", password: e2eInventoryPassword },
  location: "Main Street",
} as const;

export const snapshotCompany = {
  name: "E2E Snapshot Co",
  owner: { email: "snapshot.owner@e2e.test", name: "Sam Snapshot", password: e2eInventoryPassword },
  locations: ["Main Street", "Second Store"],
} as const;
