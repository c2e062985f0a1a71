import { AppError } from "../../common/errors";
import { CategoryEntity } from "../../catalog/category.entity";
import { readConnection } from "../integration-health";
import { requireWoo, wooStoreOf } from "./woo-connection";
import { WooCategoryLink } from "./woo-links.entity";
import {
  wooMessages,
  ZWooCategoryMapInput,
  type WooCategoriesView,
  type WooCategoryMapInput,
} from "./woo.schema";

export async function categoryLinks(companyId: number): Promise<Map<string, number>> {
  const links = await WooCategoryLink.query.byCompany({ companyId }).go({ pages: "all" });
  return new Map(links.data.map((link) => [link.categoryId, link.wooCategoryId]));
}

/** Our categories beside the store's (read live), with the mapping. */
export async function wooCategories(companyId: number): Promise<WooCategoriesView> {
  const connection = await readConnection(companyId, "wooCommerce");
  const [categories, links, store] = await Promise.all([
    CategoryEntity.query.byCompany({ companyId }).go({ pages: "all" }),
    WooCategoryLink.query.byCompany({ companyId }).go({ pages: "all" }),
    connection ? wooStoreOf(connection).categories() : null,
  ]);
  const byCategory = new Map(links.data.map((link) => [link.categoryId, link]));
  return {
    categories: categories.data
      .map((category) => {
        const link = byCategory.get(category.categoryId);
        return {
          categoryId: category.categoryId,
          name: category.name,
          wooCategoryId: link?.wooCategoryId ?? null,
          wooCategoryName: link?.wooCategoryName ?? null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    storeCategories:
      store?.kind === "ok" ? store.body.map((category) => ({ id: category.id, name: category.name })) : [],
    storeError: !connection
      ? wooMessages.notConnected
      : store?.kind === "ok"
        ? null
        : (store?.message ?? null),
  };
}

/** Maps one of our categories to one of the store's (checked against the store), or removes the mapping. */
export async function mapWooCategory(input: WooCategoryMapInput): Promise<WooCategoriesView> {
  const { companyId, categoryId, wooCategoryId } = ZWooCategoryMapInput.parse(input);
  const category = await CategoryEntity.get({ companyId, categoryId }).go();
  if (!category.data) throw new AppError("INVALID_INPUT", wooMessages.unknownCategory);
  if (wooCategoryId === null) {
    await WooCategoryLink.delete({ companyId, categoryId }).go();
    return wooCategories(companyId);
  }
  const store = await wooStoreOf(await requireWoo(companyId)).categories();
  if (store.kind !== "ok")
    throw new AppError(store.kind === "rate-limited" ? "RATE_LIMITED" : "INVALID_INPUT", store.message);
  const target = store.body.find((candidate) => candidate.id === wooCategoryId);
  if (!target) throw new AppError("INVALID_INPUT", wooMessages.unknownStoreCategory);
  await WooCategoryLink.put({ companyId, categoryId, wooCategoryId, wooCategoryName: target.name }).go();
  return wooCategories(companyId);
}
