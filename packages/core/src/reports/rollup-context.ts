import { CategoryEntity } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { Company, Location } from "../company/company.entity";
import type { RollupContext } from "./rollup-rows";

/**
 * What rollups need besides the sale: the location's time zone and each product's category, read once per run
 * and kept (a run is short; a category moved meanwhile counts from the next run).
 */
export class RollupContextCache {
  private readonly zones = new Map<string, Promise<string>>();
  private readonly categories = new Map<string, { id: string; name: string } | null>();
  private readonly categoryNames = new Map<string, string>();

  private async zoneOf(companyId: number, locationId: string): Promise<string> {
    const id = `${companyId}/${locationId}`;
    let zone = this.zones.get(id);
    if (!zone) {
      zone = (async () => {
        const location = (await Location.get({ companyId, locationId }).go()).data;
        if (location?.timezone) return location.timezone;
        return (await Company.get({ companyId }).go()).data?.timezone ?? "America/Toronto";
      })();
      this.zones.set(id, zone);
    }
    return zone;
  }

  private async loadCategories(companyId: number, productIds: string[]): Promise<void> {
    const missing = [...new Set(productIds)].filter((id) => !this.categories.has(`${companyId}/${id}`));
    if (missing.length === 0) return;
    const products = (await Product.get(missing.map((productId) => ({ companyId, productId }))).go()).data;
    const categoryIds = [
      ...new Set(products.flatMap((product) => (product.categoryId ? [product.categoryId] : []))),
    ].filter((id) => !this.categoryNames.has(`${companyId}/${id}`));
    if (categoryIds.length > 0) {
      const found = await CategoryEntity.get(
        categoryIds.map((categoryId) => ({ companyId, categoryId })),
      ).go();
      for (const category of found.data)
        this.categoryNames.set(`${companyId}/${category.categoryId}`, category.name);
    }
    for (const productId of missing) this.categories.set(`${companyId}/${productId}`, null);
    for (const product of products) {
      const name = product.categoryId
        ? this.categoryNames.get(`${companyId}/${product.categoryId}`)
        : undefined;
      this.categories.set(
        `${companyId}/${product.productId}`,
        product.categoryId && name !== undefined ? { id: product.categoryId, name } : null,
      );
    }
  }

  async contextFor(companyId: number, locationId: string, productIds: string[]): Promise<RollupContext> {
    const [timeZone] = await Promise.all([
      this.zoneOf(companyId, locationId),
      this.loadCategories(companyId, productIds),
    ]);
    return {
      timeZone,
      categoryOf: (productId) => this.categories.get(`${companyId}/${productId}`) ?? null,
    };
  }
}
