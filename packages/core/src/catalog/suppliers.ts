import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { findRegion } from "../common/regions";
import { getCompany } from "../company/company";
import { catalogueUsage } from "./listing-index";
import { SupplierEntity, type SupplierItem } from "./supplier.entity";
import {
  ZCreateSupplierInput,
  ZSupplierRef,
  ZUpdateSupplierInput,
  type CreateSupplierInput,
  type ZSupplierFields,
  type Supplier,
  type SupplierRef,
  type UpdateSupplierInput,
} from "./supplier.schema";

export const supplierMessages = {
  notFound: "Supplier not found",
  region: (country: string) =>
    country === "USA" ? "Choose a state from the list" : "Choose a province from the list",
  nameTaken: "A supplier with this name already exists",
  inUse: (products: number) =>
    `This supplier is used by ${products} ${products === 1 ? "product" : "products"}. Choose another supplier for ${products === 1 ? "it" : "them"} before deleting it.`,
} as const;

type SupplierFields = ReturnType<typeof ZSupplierFields.parse>;
const optionalFields = [
  "contactName",
  "email",
  "phone",
  "address",
  "province",
  "licenceNumber",
  "notes",
] as const;

const toSupplier = (item: SupplierItem, productCount: number): Supplier => ({
  id: item.supplierId,
  name: item.name,
  contactName: item.contactName ?? null,
  email: item.email ?? null,
  phone: item.phone ?? null,
  address: item.address ?? null,
  province: item.province ?? null,
  licenceNumber: item.licenceNumber ?? null,
  notes: item.notes ?? null,
  productCount,
});

/** The fields to store and the empty ones to remove (DynamoDB keeps no nulls). */
function stored(fields: SupplierFields) {
  const present = Object.fromEntries(
    optionalFields.flatMap((key) => (fields[key] === null ? [] : [[key, fields[key]]])),
  );
  return {
    set: { name: fields.name, ...present },
    remove: optionalFields.filter((key) => fields[key] === null),
  };
}

async function companySuppliers(companyId: number): Promise<SupplierItem[]> {
  return (await SupplierEntity.query.byCompany({ companyId }).go({ pages: "all", consistent: true })).data;
}

async function assertNameFree(companyId: number, name: string, supplierId?: string): Promise<void> {
  const taken = (await companySuppliers(companyId)).some(
    (item) => item.supplierId !== supplierId && item.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw new AppError("CONFLICT", supplierMessages.nameTaken);
}

/** The address's province or state must be one of the company's country (dashboard.md 2, the selector). */
async function assertRegion(companyId: number, province: string | null): Promise<void> {
  if (province === null) return;
  const { country } = await getCompany(companyId);
  if (findRegion(country, province)?.code !== province)
    throw new AppError("INVALID_INPUT", supplierMessages.region(country));
}

async function findSupplier(ref: SupplierRef): Promise<SupplierItem> {
  const { companyId, supplierId } = ZSupplierRef.parse(ref);
  const item = (await SupplierEntity.get({ companyId, supplierId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", supplierMessages.notFound);
  return item;
}

const byName = (a: Supplier, b: Supplier) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);

export async function listSuppliers(companyId: number): Promise<Supplier[]> {
  const [items, usage] = await Promise.all([companySuppliers(companyId), catalogueUsage(companyId)]);
  return items.map((item) => toSupplier(item, usage.suppliers.get(item.supplierId) ?? 0)).sort(byName);
}

export async function getSupplier(ref: SupplierRef): Promise<Supplier> {
  const item = await findSupplier(ref);
  const usage = await catalogueUsage(item.companyId);
  return toSupplier(item, usage.suppliers.get(item.supplierId) ?? 0);
}

export async function createSupplier(input: CreateSupplierInput): Promise<Supplier> {
  const { companyId, ...fields } = ZCreateSupplierInput.parse(input);
  await assertRegion(companyId, fields.province);
  await assertNameFree(companyId, fields.name);
  const now = nowIso();
  const item = await SupplierEntity.create({
    companyId,
    supplierId: `s_${randomUUID().replaceAll("-", "").slice(0, 10)}`,
    ...stored(fields).set,
    createDate: now,
    updateDate: now,
  }).go();
  return toSupplier(item.data, 0);
}

export async function updateSupplier(input: UpdateSupplierInput): Promise<Supplier> {
  const { companyId, supplierId, ...fields } = ZUpdateSupplierInput.parse(input);
  await findSupplier({ companyId, supplierId });
  await assertRegion(companyId, fields.province);
  await assertNameFree(companyId, fields.name, supplierId);
  const { set, remove } = stored(fields);
  await SupplierEntity.patch({ companyId, supplierId })
    .set({ ...set, updateDate: nowIso() })
    .remove([...remove])
    .go();
  return getSupplier({ companyId, supplierId });
}

export async function deleteSupplier(ref: SupplierRef): Promise<void> {
  const item = await findSupplier(ref);
  const products = (await catalogueUsage(item.companyId)).suppliers.get(item.supplierId) ?? 0;
  if (products > 0) throw new AppError("CONFLICT", supplierMessages.inUse(products));
  await SupplierEntity.delete({ companyId: item.companyId, supplierId: item.supplierId }).go();
}
