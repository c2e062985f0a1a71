import { nowIso } from "../common/clock";
import { isConditionFailure } from "../db/conditions";
import { Product } from "./product.entity";

const batchSize = 25;

/**
 * Points every product of `sourceId` (deleted ones and children included) at `targetId`, stamping `updateDate` so the
 * listing index and the registers pick the change up. Each write is conditional on the product still being in the
 * source, so a product moved elsewhere meanwhile keeps its new category, and running it again finishes a cut-short move.
 */
export async function moveCategoryProducts(
  companyId: number,
  sourceId: string,
  targetId: string,
): Promise<number> {
  const found = await Product.query
    .byCompany({ companyId })
    .where(({ categoryId }, { eq }) => eq(categoryId, sourceId))
    .go({ pages: "all", attributes: ["productId"] });
  const productIds = found.data.map((item) => item.productId);
  const updateDate = nowIso();
  for (let start = 0; start < productIds.length; start += batchSize) {
    await Promise.all(
      productIds.slice(start, start + batchSize).map((productId) =>
        Product.patch({ companyId, productId })
          .set({ categoryId: targetId, updateDate })
          .where(({ categoryId }, { eq }) => eq(categoryId, sourceId))
          .go()
          .catch((error: unknown) => {
            if (!isConditionFailure(error)) throw error;
          }),
      ),
    );
  }
  return productIds.length;
}
