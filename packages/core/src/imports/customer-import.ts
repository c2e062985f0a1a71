import { nowIso } from "../common/clock";
import { getCompany } from "../company/company";
import { CustomerEntity } from "../customers/customer.entity";
import { reserveIds } from "../db/counters";
import { putInBatches } from "./batch-write";
import { columnsOf, hasColumn, type ImportHandler, type RowIssue } from "./import-handler";
import type { ImportJobItem } from "./import-job.entity";
import {
  customerColumns,
  customerImportMessages,
  parseCustomerRow,
  type ImportedCustomer,
} from "./customer-row";
import type { ImportRow } from "./row-reader";

/**
 * admin.md 5 Customer CSV. A customer already in the company, or earlier in the file, with the same e-mail, phone
 * or card id (or, when the row has none of them, the same name and birthday) is a duplicate: reported and skipped,
 * so importing the same file twice creates nobody twice (docs/imports.md).
 */

const matchKeys = (
  customer: Pick<ImportedCustomer, "email" | "phone" | "cardId" | "name" | "birthday">,
): string[] => {
  const keys = [
    customer.email ? `email:${customer.email.toLowerCase()}` : null,
    customer.phone ? `phone:${customer.phone.replace(/\D/g, "")}` : null,
    customer.cardId ? `card:${customer.cardId.toLowerCase()}` : null,
  ].filter((key): key is string => key !== null);
  return keys.length > 0 ? keys : [`name:${customer.name.toLowerCase()}|${customer.birthday ?? ""}`];
};

const keyLabel = (key: string): string =>
  ({ email: "e-mail", phone: "phone", card: "card id", name: "name and birthday" })[
    key.split(":")[0] ?? ""
  ] ?? "";

/** The match keys of the company's customers (only the attributes they need). */
async function existingKeys(companyId: number): Promise<Set<string>> {
  const keys = new Set<string>();
  const saved = await CustomerEntity.query
    .byId({ companyId })
    .go({ pages: "all", attributes: ["name", "email", "phone", "cardId", "birthday"] });
  for (const customer of saved.data) {
    for (const key of matchKeys({
      name: customer.name ?? "",
      email: customer.email ?? null,
      phone: customer.phone ?? null,
      cardId: customer.cardId ?? null,
      birthday: customer.birthday ?? null,
    }))
      keys.add(key);
  }
  return keys;
}

/** Checks one row against the company and the rows before it; records its keys when it is kept. */
function checker(companyKeys: Set<string>, country: "Canada" | "USA", headers: string[]) {
  const cell = columnsOf(headers);
  const seen = new Map<string, number>();
  return (row: ImportRow): { customer: ImportedCustomer | null; issue: RowIssue | null } => {
    const parsed = parseCustomerRow((name) => cell(row.cells, name), country);
    const base = { row: row.row, cells: row.cells, label: parsed.customer?.name ?? parsed.name };
    if (!parsed.customer)
      return { customer: null, issue: { ...base, severity: "error", message: parsed.message } };
    const keys = matchKeys(parsed.customer);
    const existing = keys.find((key) => companyKeys.has(key));
    if (existing)
      return {
        customer: null,
        issue: { ...base, severity: "error", message: customerImportMessages.existing(keyLabel(existing)) },
      };
    const earlier = keys.find((key) => seen.has(key));
    if (earlier)
      return {
        customer: null,
        issue: {
          ...base,
          severity: "error",
          message: customerImportMessages.duplicate(seen.get(earlier) ?? 0, keyLabel(earlier)),
        },
      };
    for (const key of keys) seen.set(key, row.row);
    return { customer: parsed.customer, issue: null };
  };
}

async function prepare(job: ImportJobItem, headers: string[]) {
  const [company, keys] = await Promise.all([getCompany(job.companyId), existingKeys(job.companyId)]);
  return checker(keys, company.country, headers);
}

export const customerImport: ImportHandler = {
  checkHeaders: (headers) => (hasColumn(headers, "name") ? null : customerImportMessages.nameColumn),

  async preview(job, headers) {
    const check = await prepare(job, headers);
    const cell = columnsOf(headers);
    return {
      row: (row) => {
        const { issue } = check(row);
        return issue ? [issue] : [];
      },
      show: (row) => ({
        row: row.row,
        values: Object.fromEntries(customerColumns.map((name) => [name, cell(row.cells, name) ?? ""])),
      }),
      finish: () => Promise.resolve({ issues: [], notices: [] }),
    };
  },

  async apply(job, headers) {
    const check = await prepare(job, headers);
    return {
      async chunk(rows) {
        const skipped: RowIssue[] = [];
        const customers: ImportedCustomer[] = [];
        for (const row of rows) {
          const { customer, issue } = check(row);
          if (issue) skipped.push(issue);
          if (customer) customers.push(customer);
        }
        if (customers.length === 0) return { imported: 0, skipped };
        const first = await reserveIds(`customer#${job.companyId}`, customers.length);
        const at = nowIso();
        const items = customers.map((customer, index) => ({
          ...Object.fromEntries(Object.entries(customer).filter(([, value]) => value !== null)),
          name: customer.name,
          companyId: job.companyId,
          customerId: String(first + index),
          loyaltyPoints: 0,
          creditBalance: 0,
          createDate: at,
          updateDate: at,
        }));
        await putInBatches(
          items,
          (item) => CustomerEntity.put(item).params().Item as Record<string, unknown>,
        );
        return { imported: items.length, skipped };
      },
    };
  },
};
