import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { changesFeed, type RawItem } from "../db/changes-feed";
import { companyIndexCache, companyIndexes, type IndexChange } from "../db/incremental-index";
import type { SnapshotUnit } from "../db/index-snapshot";
import { SnapshotIndex } from "../db/snapshot-index";
import { normalise } from "../catalog/product-search";
import { CustomerEntity } from "./customer.entity";
import type { CustomerListRow } from "./customer.schema";

/**
 * The customer search index: per company, the list rows of its customers in memory, sorted by name, refreshed
 * incrementally from the Customer entity's `changes` index (db/incremental-index.ts). Search is a substring match
 * over name, e-mail, card id and phone digits; a page is an offset into the sorted matches. About 300 bytes a
 * customer: 100 000 customers take some 30 MB.
 */

export interface IndexedCustomer {
  row: CustomerListRow;
  updateDate: string;
  sortKey: string;
  searchText: string;
}

const rowAttributes = [
  "customerId",
  "name",
  "email",
  "phone",
  "cardId",
  "birthday",
  "loyaltyPoints",
  "creditBalance",
  "updateDate",
] as const;

const fieldSeparator = "\u0001";
const resortThreshold = 2_000;

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const whole = (value: unknown): number => (typeof value === "number" ? value : 0);

export function indexedCustomer(item: RawItem): IndexedCustomer {
  const row: CustomerListRow = {
    id: String(item.customerId),
    name: text(item.name) ?? "",
    email: text(item.email),
    phone: text(item.phone),
    cardId: text(item.cardId),
    birthday: text(item.birthday),
    loyaltyPoints: whole(item.loyaltyPoints),
    creditBalance: whole(item.creditBalance),
  };
  const phoneDigits = (row.phone ?? "").replace(/\D/g, "");
  const searchText = [row.name, row.email ?? "", row.cardId ?? ""].map(normalise).concat(phoneDigits);
  return {
    row,
    updateDate: text(item.updateDate) ?? "",
    sortKey: normalise(row.name),
    searchText: searchText.join(fieldSeparator),
  };
}

/** A query that looks like a phone number ("(403) 555-01") is matched by its digits. */
export function normaliseQuery(query: string): string {
  const trimmed = query.trim();
  if (/\d/.test(trimmed) && /^[\d\s\-+().]+$/.test(trimmed)) return trimmed.replace(/\D/g, "");
  return normalise(trimmed);
}

function compare(a: IndexedCustomer, b: IndexedCustomer): number {
  if (a.sortKey !== b.sortKey) return a.sortKey < b.sortKey ? -1 : 1;
  if (a.row.id === b.row.id) return 0;
  return a.row.id < b.row.id ? -1 : 1;
}

function positionOf(entries: readonly IndexedCustomer[], entry: IndexedCustomer): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(entries[middle] as IndexedCustomer, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const customerChanges = (companyId: number) =>
  changesFeed(
    (from, to) =>
      CustomerEntity.query
        .changes({ companyId })
        .between({ updateDate: from }, { updateDate: to })
        .params() as QueryCommandInput,
    rowAttributes,
  );

export class CustomerIndex extends SnapshotIndex<IndexedCustomer> {
  private entries: IndexedCustomer[] = [];

  constructor(companyId: number) {
    super(customerChanges(companyId), "customers", companyId);
  }

  protected *units(): Iterable<SnapshotUnit<IndexedCustomer>> {
    for (const entry of this.entries)
      yield { ids: [entry.row.id], text: entry.searchText, facets: "", rows: [entry] };
  }

  protected relatedIds(customer: IndexedCustomer): string[] {
    return [customer.row.id];
  }

  protected scratch(): this {
    return new CustomerIndex(this.companyId) as this;
  }

  protected parse(item: RawItem): IndexedCustomer {
    return indexedCustomer(item);
  }

  protected idOf(customer: IndexedCustomer): string {
    return customer.row.id;
  }

  protected stampOf(customer: IndexedCustomer): string {
    return customer.updateDate;
  }

  protected applied(changes: IndexChange<IndexedCustomer>[]): void {
    if (changes.length > resortThreshold) {
      this.entries = [...this.rows.values()].sort(compare);
      return;
    }
    for (const { row, previous } of changes) {
      if (previous) {
        const at = positionOf(this.entries, previous);
        if (this.entries[at]?.row.id === previous.row.id) this.entries.splice(at, 1);
      }
      this.entries.splice(positionOf(this.entries, row), 0, row);
    }
  }

  /** One page of the customers matching the query (already normalised; empty matches all), by name. */
  page(query: string, offset: number, limit: number): { items: CustomerListRow[]; count: number } {
    const items: CustomerListRow[] = [];
    let count = 0;
    for (const entry of this.entries) {
      if (query !== "" && !entry.searchText.includes(query)) continue;
      if (count >= offset && items.length < limit) items.push(entry.row);
      count += 1;
    }
    return { items, count };
  }

  /** The customers with most loyalty points (ties by name), at most `limit`, none without points. */
  top(limit: number): CustomerListRow[] {
    const best: IndexedCustomer[] = [];
    const before = (a: IndexedCustomer, b: IndexedCustomer) =>
      a.row.loyaltyPoints !== b.row.loyaltyPoints
        ? a.row.loyaltyPoints > b.row.loyaltyPoints
        : compare(a, b) < 0;
    for (const entry of this.entries) {
      if (entry.row.loyaltyPoints <= 0) continue;
      if (best.length === limit && !before(entry, best[limit - 1] as IndexedCustomer)) continue;
      let at = best.length;
      while (at > 0 && before(entry, best[at - 1] as IndexedCustomer)) at -= 1;
      best.splice(at, 0, entry);
      if (best.length > limit) best.pop();
    }
    return best.map((entry) => entry.row);
  }
}

/** The company's index as it is (a cold one is not loaded: see `coldAnswer`). */
export const customerIndexCache = companyIndexCache((companyId) => new CustomerIndex(companyId));

export const customerIndexOf = companyIndexes({ cache: customerIndexCache });
