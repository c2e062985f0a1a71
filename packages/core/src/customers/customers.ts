import { now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { findRegion } from "../common/regions";
import { getCompany, getLocation } from "../company/company";
import { nextId } from "../db/counters";
import { isConditionFailure } from "../db/conditions";
import { customerIndexCache, customerIndexOf, normaliseQuery } from "./customer-search";
import { CustomerEntity, type CustomerItem } from "./customer.entity";
import {
  customerMessages,
  normalizePostalCode,
  postalCodeMessage,
  regionMessage,
  ZCreateCustomerInput,
  ZCustomerRef,
  ZListCustomersInput,
  ZUpdateCustomerInput,
  type CreateCustomerInput,
  type Customer,
  type CustomerFields,
  type CustomerListPage,
  type CustomerRef,
  type ListCustomersInput,
  type PosCustomer,
  type UpdateCustomerInput,
} from "./customer.schema";
import { assertOfLegalAge } from "./legal-age";

export const customerNotFound = () => new AppError("NOT_FOUND", customerMessages.notFound);

export function toCustomer(item: CustomerItem): Customer {
  return {
    id: item.customerId,
    companyId: item.companyId,
    name: item.name,
    email: item.email ?? null,
    phone: item.phone ?? null,
    cardId: item.cardId ?? null,
    birthday: item.birthday ?? null,
    gender: item.gender ?? null,
    city: item.city ?? null,
    address: item.address ?? null,
    postalCode: item.postalCode ?? null,
    province: item.province ?? null,
    notes: item.notes ?? null,
    loyaltyPoints: item.loyaltyPoints,
    creditBalance: item.creditBalance,
    createDate: item.createDate,
    updateDate: item.updateDate,
  };
}

/**
 * The rules that need the company or the clock: the postal code and the state or province by country, a birthday
 * not in the future.
 */
async function checkedFields(companyId: number, fields: CustomerFields): Promise<CustomerFields> {
  const { country } = await getCompany(companyId);
  if (fields.birthday !== null && fields.birthday > nowIso().slice(0, 10)) {
    throw new AppError("INVALID_INPUT", customerMessages.birthdayInFuture);
  }
  if (fields.province !== null && findRegion(country, fields.province)?.code !== fields.province) {
    throw new AppError("INVALID_INPUT", regionMessage(country));
  }
  if (fields.postalCode === null) return fields;
  const postalCode = normalizePostalCode(fields.postalCode, country);
  if (postalCode === null) throw new AppError("INVALID_INPUT", postalCodeMessage(country));
  return { ...fields, postalCode };
}

type OptionalField = Exclude<keyof CustomerFields, "name">;

/** The optional fields that have a value; a null field is stored as absent. */
function present(fields: CustomerFields): { [Key in OptionalField]?: Exclude<CustomerFields[Key], null> } {
  const { name: _name, ...optional } = fields;
  return Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null));
}

export async function createCustomer(input: CreateCustomerInput): Promise<Customer> {
  const { companyId, customer } = ZCreateCustomerInput.parse(input);
  const fields = await checkedFields(companyId, customer);
  const at = nowIso();
  const customerId = String(await nextId(`customer#${companyId}`));
  const created = await CustomerEntity.create({
    ...present(fields),
    name: fields.name,
    companyId,
    customerId,
    loyaltyPoints: 0,
    creditBalance: 0,
    createDate: at,
    updateDate: at,
  }).go();
  return toCustomer(created.data as CustomerItem);
}

export async function readCustomer(companyId: number, customerId: string): Promise<CustomerItem> {
  const result = await CustomerEntity.get({ companyId, customerId }).go({ consistent: true });
  if (!result.data) throw customerNotFound();
  return result.data;
}

export async function getCustomer(ref: CustomerRef): Promise<Customer> {
  const { companyId, customerId } = ZCustomerRef.parse(ref);
  return toCustomer(await readCustomer(companyId, customerId));
}

/** The form's fields replace the saved ones; the balances are left as they are. */
export async function updateCustomer(input: UpdateCustomerInput): Promise<Customer> {
  const { companyId, customerId, customer } = ZUpdateCustomerInput.parse(input);
  const fields = await checkedFields(companyId, customer);
  const cleared = (Object.keys(fields) as (keyof CustomerFields)[]).filter(
    (key): key is OptionalField => key !== "name" && fields[key] === null,
  );
  try {
    let update = CustomerEntity.patch({ companyId, customerId }).set({
      ...present(fields),
      name: fields.name,
      updateDate: nowIso(),
    });
    if (cleared.length > 0) update = update.remove(cleared);
    const result = await update.go({ response: "all_new" });
    return toCustomer(result.data as CustomerItem);
  } catch (error) {
    if (isConditionFailure(error)) throw customerNotFound();
    throw error;
  }
}

/** An offset page of the customers matching the search (name, phone, e-mail or card id), sorted by name. */
export async function listCustomers(input: ListCustomersInput): Promise<CustomerListPage> {
  const { companyId, searchQuery, offset, limit } = ZListCustomersInput.parse(input);
  const query = normaliseQuery(searchQuery ?? "");
  const cold = await customerIndexCache(companyId).coldAnswer({
    query,
    facets: () => true,
    need: offset + limit,
    answer: (index) => index.page(query, offset, limit),
  });
  const page = cold ?? (await customerIndexOf(companyId)).page(query, offset, limit);
  return { ...page, offset, limit };
}

/**
 * The one place the register asks whether a customer may be attached to a sale: refuses a customer under the
 * legal age of the store's province (locations have no province or time zone of their own: the company's apply).
 */
export async function attachableCustomer(
  companyId: number,
  customerId: string,
  locationId: string,
  at: Date = now(),
): Promise<Customer> {
  const [company, item] = await Promise.all([
    getCompany(companyId),
    readCustomer(companyId, customerId),
    getLocation(companyId, locationId),
  ]);
  assertOfLegalAge(item.birthday ?? null, at, company.timezone, company.country, company.province);
  return toCustomer(item);
}

/** The register's view of a customer: the customer and, when under age, why it cannot be attached. */
export async function posCustomer(
  companyId: number,
  customerId: string,
  locationId: string,
): Promise<PosCustomer> {
  try {
    return { ...(await attachableCustomer(companyId, customerId, locationId)), attachBlockedReason: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "INVALID_INPUT") throw error;
    return { ...(await getCustomer({ companyId, customerId })), attachBlockedReason: error.message };
  }
}
