import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 25 "Bounded reads": no whole-table scan in core, and every read of every page of a partition is bounded by
// design. A new `pages: "all"` read fails here until it is listed below with why its partition stays small (or it
// is paged, windowed by date, or read from rollups instead). docs/scale.md "Bounded reads" explains the classes.

const core = fileURLToPath(new URL("../../packages/core/src", import.meta.url));

const why = {
  config:
    "a company's configuration list (categories, suppliers, tax groups, roles, ...): tens to hundreds per tenant",
  locations: "a company's locations (or their keys, devices): a handful per tenant",
  children:
    "the children of one item (a shift, a user, a session, an audit, an import, a snapshot, a checkout)",
  catalogue:
    "a company's catalogue (products or stock of one location): bounded by the catalogue, in a job or an admin action",
  queue: "a work queue holding only the items still to do, drained by its job",
  window: "a date range: a period the caller chose (checked), a day, or since the last snapshot",
  platform:
    "a platform registry that grows with tenants, never with sales (companies, organizations, sources)",
} as const;

/** File (under packages/core/src) → at most this many `pages: "all"` reads, and why each is bounded. */
const allowed: Record<string, [number, keyof typeof why]> = {
  "admin/company-search.ts": [1, "platform"],
  "admin/devices-admin.ts": [1, "locations"],
  "admin/locations-admin.ts": [1, "locations"],
  "auth/access.ts": [2, "children"],
  "auth/sessions.ts": [2, "children"],
  "card-payments/card-sales.ts": [1, "window"],
  "card-payments/payment-options.ts": [1, "platform"],
  "catalog/barcode-uniqueness.ts": [1, "catalogue"],
  "catalog/categories.ts": [1, "config"],
  "catalog/category-products.ts": [1, "catalogue"],
  "catalog/export-products.ts": [4, "catalogue"],
  "catalog/suppliers.ts": [1, "config"],
  "catalog/tax-groups.ts": [1, "config"],
  "company-migration/catalogue-copy.ts": [1, "config"],
  "company/company.ts": [1, "locations"],
  "company/location-rules.ts": [1, "locations"],
  "company/locations.ts": [1, "config"],
  "compliance/compliance-report.ts": [2, "catalogue"],
  "compliance/monthly-movement.ts": [2, "window"],
  "compliance/ocs-positions.ts": [1, "children"],
  "compliance/ocs-setup.ts": [1, "locations"],
  "compliance/ocs-submissions.ts": [2, "queue"],
  "compliance/product-gate.ts": [1, "config"],
  "connectivity/connectivity.ts": [2, "queue"],
  "device/device-preferences.ts": [1, "children"],
  "discounts/discount-references.ts": [1, "locations"],
  "discounts/discounts.ts": [1, "config"],
  "email/outbox.ts": [1, "queue"],
  "employees/membership.ts": [2, "children"],
  "gift-cards/gift-cards.ts": [1, "config"],
  "headset/headset.ts": [3, "locations"],
  "imports/customer-import.ts": [1, "catalogue"],
  "imports/import-jobs.ts": [1, "children"],
  "imports/import-runner.ts": [1, "queue"],
  "imports/product-catalogue.ts": [4, "catalogue"],
  "integrations/external-sources.ts": [1, "platform"],
  "integrations/integration-health.ts": [1, "platform"],
  "integrations/quickbooks/qb-sync.ts": [1, "window"],
  "integrations/source-connections.ts": [1, "config"],
  "integrations/woocommerce/woo-categories.ts": [3, "config"],
  "integrations/woocommerce/woo-orders.ts": [1, "catalogue"],
  "integrations/woocommerce/woo-products.ts": [4, "catalogue"],
  "inventory/audit-rollback.ts": [1, "children"],
  "inventory/conversion-lookup.ts": [1, "children"],
  "inventory/conversion-targets.ts": [1, "children"],
  "inventory/inventory-audit-scope.ts": [5, "catalogue"],
  "inventory/restock.ts": [1, "window"],
  "inventory/snapshot-job.ts": [1, "locations"],
  "inventory/snapshot.ts": [2, "catalogue"],
  "inventory/stock-at-date.ts": [1, "window"],
  "inventory/stock-replay.ts": [2, "catalogue"],
  "inventory/stock.ts": [2, "catalogue"],
  "inventory/transfer-products.ts": [1, "children"],
  "offline/passcode-verifier.ts": [1, "config"],
  "offline/register-data.ts": [2, "config"],
  "onboarding/company-progress.ts": [3, "catalogue"],
  "organizations/organizations.ts": [1, "platform"],
  "outreach/broadcast-job.ts": [1, "queue"],
  "payment-queue/payment-queue.ts": [1, "queue"],
  "payments/open-sale-charges.ts": [1, "children"],
  "payments/pos-listings.ts": [2, "config"],
  "payments/sale-catalog.ts": [1, "config"],
  "payments/stock-moves.ts": [1, "children"],
  "payments/void-charges.ts": [2, "children"],
  "pricing-groups/pricing-groups.ts": [3, "catalogue"],
  "province-catalog/catalogue-export.ts": [1, "catalogue"],
  "province-catalog/global-catalog.ts": [1, "window"],
  "realtime/connections.ts": [1, "queue"],
  "realtime/publisher.ts": [1, "children"],
  "realtime/revocation.ts": [1, "children"],
  "reports/daily-summary-job.ts": [2, "config"],
  "reports/rollup-job.ts": [1, "locations"],
  "reports/rollup-query.ts": [1, "window"],
  "reports/saved-reports.ts": [2, "children"],
  "reports/summary-subscriptions.ts": [1, "config"],
  "roles/roles.ts": [2, "config"],
  "shifts/cash-movements.ts": [1, "children"],
  "shifts/hours.ts": [2, "children"],
  "shifts/shift-report-data.ts": [1, "children"],
  "shifts/shift-totals.ts": [1, "children"],
  "shifts/timesheet.ts": [1, "window"],
  "sms/sms-provider.ts": [1, "queue"],
  "stats/global-stats.ts": [2, "platform"],
  "tax-config/tax-configs.ts": [2, "config"],
  "webhooks/subscriptions.ts": [2, "config"],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const files = sources(core).map((file) => ({
  name: path.relative(core, file).split(path.sep).join("/"),
  text: readFileSync(file, "utf8"),
}));

describe("bounded reads in core", () => {
  it("no whole-table scan: no ElectroDB `.scan` and no raw ScanCommand", () => {
    const scans = files.filter(({ text }) => /\.scan\b|ScanCommand/.test(text)).map(({ name }) => name);
    expect(scans).toEqual([]);
  });

  it('every read of a whole partition (`pages: "all"`) is one whose partition is bounded by design', () => {
    const over = files.flatMap(({ name, text }) => {
      const count = text.match(/pages:\s*"all"/g)?.length ?? 0;
      const [max, reason] = allowed[name] ?? [0, null];
      const listed = reason ? ` (${why[reason]})` : "";
      return count > max ? [`${name}: ${count} reads of every page, ${max} justified${listed}`] : [];
    });
    expect(over).toEqual([]);
  });
});
