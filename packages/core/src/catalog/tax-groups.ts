import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { catalogueUsage } from "./listing-index";
import { TaxGroupEntity, type TaxGroupItem } from "./tax-group.entity";
import {
  ZCreateTaxGroupInput,
  ZTaxGroupRef,
  ZUpdateTaxGroupInput,
  type CreateTaxGroupInput,
  type TaxGroup,
  type TaxGroupRef,
  type UpdateTaxGroupInput,
} from "./tax-group.schema";

export const taxGroupMessages = {
  notFound: "Tax group not found",
  nameTaken: "A tax group with this name already exists",
  inUse: (products: number) =>
    `This tax group is used by ${products} ${products === 1 ? "product" : "products"}. Choose another tax group for ${products === 1 ? "it" : "them"} before deleting it.`,
} as const;

const toTaxGroup = (item: TaxGroupItem, productCount: number): TaxGroup => ({
  id: item.taxGroupId,
  name: item.name,
  taxes: item.taxes.map((tax) => ({ name: tax.name, rate: tax.rate })),
  productCount,
});

async function companyTaxGroups(companyId: number): Promise<TaxGroupItem[]> {
  return (await TaxGroupEntity.query.byCompany({ companyId }).go({ pages: "all", consistent: true })).data;
}

async function assertNameFree(companyId: number, name: string, taxGroupId?: string): Promise<void> {
  const taken = (await companyTaxGroups(companyId)).some(
    (item) => item.taxGroupId !== taxGroupId && item.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw new AppError("CONFLICT", taxGroupMessages.nameTaken);
}

async function findTaxGroup(ref: TaxGroupRef): Promise<TaxGroupItem> {
  const { companyId, taxGroupId } = ZTaxGroupRef.parse(ref);
  const item = (await TaxGroupEntity.get({ companyId, taxGroupId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", taxGroupMessages.notFound);
  return item;
}

export async function listTaxGroups(companyId: number): Promise<TaxGroup[]> {
  const [items, usage] = await Promise.all([companyTaxGroups(companyId), catalogueUsage(companyId)]);
  return items
    .map((item) => toTaxGroup(item, usage.taxGroups.get(item.taxGroupId) ?? 0))
    .sort(
      (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id),
    );
}

export async function getTaxGroup(ref: TaxGroupRef): Promise<TaxGroup> {
  const item = await findTaxGroup(ref);
  const usage = await catalogueUsage(item.companyId);
  return toTaxGroup(item, usage.taxGroups.get(item.taxGroupId) ?? 0);
}

export async function createTaxGroup(input: CreateTaxGroupInput): Promise<TaxGroup> {
  const { companyId, name, taxes } = ZCreateTaxGroupInput.parse(input);
  await assertNameFree(companyId, name);
  const now = nowIso();
  const item = await TaxGroupEntity.create({
    companyId,
    taxGroupId: `t_${randomUUID().replaceAll("-", "").slice(0, 10)}`,
    name,
    taxes,
    createDate: now,
    updateDate: now,
  }).go();
  return toTaxGroup(item.data, 0);
}

export async function updateTaxGroup(input: UpdateTaxGroupInput): Promise<TaxGroup> {
  const { companyId, taxGroupId, name, taxes } = ZUpdateTaxGroupInput.parse(input);
  await findTaxGroup({ companyId, taxGroupId });
  await assertNameFree(companyId, name, taxGroupId);
  await TaxGroupEntity.patch({ companyId, taxGroupId }).set({ name, taxes, updateDate: nowIso() }).go();
  return getTaxGroup({ companyId, taxGroupId });
}

export async function deleteTaxGroup(ref: TaxGroupRef): Promise<void> {
  const item = await findTaxGroup(ref);
  const products = (await catalogueUsage(item.companyId)).taxGroups.get(item.taxGroupId) ?? 0;
  if (products > 0) throw new AppError("CONFLICT", taxGroupMessages.inUse(products));
  await TaxGroupEntity.delete({ companyId: item.companyId, taxGroupId: item.taxGroupId }).go();
}
