import { AppError } from "@pos/core/common/errors";
import { assertOfLegalAge } from "@pos/core/customers/legal-age";
import type { OfflineCustomer } from "@pos/core/offline/offline-sale.schema";

const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

const digits = (text: string): string => text.replace(/\D/g, "");

/**
 * The register's cached customers (offline.registerData's minimal list) matching a search typed offline: every word
 * in the name, or the phone's digits, or the e-mail. Names starting with the query first, then by name.
 */
export function searchOfflineCustomers(
  customers: readonly OfflineCustomer[],
  query: string,
  limit = 20,
): OfflineCustomer[] {
  const folded = fold(query);
  if (folded === "") return [];
  const words = folded.split(/\s+/);
  const number = digits(query);
  const matches = customers.filter((customer) => {
    const name = fold(customer.name);
    if (words.every((word) => name.includes(word))) return true;
    if (number.length >= 3 && customer.phone && digits(customer.phone).includes(number)) return true;
    return customer.email !== null && fold(customer.email).includes(folded);
  });
  const starts = (customer: OfflineCustomer) => (fold(customer.name).startsWith(folded) ? 0 : 1);
  return matches
    .sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Why this cached customer may not be attached (under the legal age at the register's company), or null. */
export function offlineAttachBlock(
  customer: OfflineCustomer,
  company: { timezone: string; country: string; province: string },
  at: Date,
): string | null {
  try {
    assertOfLegalAge(customer.birthday, at, company.timezone, company.country, company.province);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}
