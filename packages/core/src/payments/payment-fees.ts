import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { feesCategory, listCategories } from "../catalog/categories";
import { newProductDraft } from "../catalog/product-draft";
import { createProduct, getProduct } from "../catalog/products";
import { updateProduct } from "../catalog/product-update";
import { PaymentFeeConfig } from "./payment-fee.entity";
import {
  paymentFeeMessages,
  ZSavePaymentFeesInput,
  type PaymentFeeView,
  type SavePaymentFeesInput,
} from "./payment-fees.schema";
import type { PosProduct } from "./pos-data.schema";
import type { SaleLine } from "./payment.schema";

export async function listPaymentFees(companyId: number): Promise<PaymentFeeView[]> {
  const config = (await PaymentFeeConfig.get({ companyId }).go({ consistent: true })).data;
  return config?.fees ?? [];
}

/** The register's fees (it keeps them 300000 ms): each fee with the product its sale line sells. */
export async function registerPaymentFees(actor: DeviceActor): Promise<{ fees: PaymentFeeView[] }> {
  return { fees: await listPaymentFees(actor.companyId) };
}

async function setFeeProduct(
  companyId: number,
  productId: string,
  fields: { price: number; isActive: boolean },
) {
  const product = await getProduct({ companyId, productId });
  if (product.price === fields.price && product.isActive === fields.isActive) return;
  await updateProduct({ companyId, productId, product: { ...product, ...fields } });
}

/**
 * Sets the company's payment fees. Each fee name has one product in the system fees category, priced at the
 * fee: a new name creates it, a changed amount reprices it, a fee taken away deactivates it (past sales keep it).
 */
export async function savePaymentFees(input: SavePaymentFeesInput): Promise<PaymentFeeView[]> {
  const { companyId, fees } = ZSavePaymentFeesInput.parse(input);
  await listCategories({ companyId });
  const before = await listPaymentFees(companyId);
  const named = (name: string) => before.find((fee) => fee.feeName.toLowerCase() === name.toLowerCase());
  const saved: PaymentFeeView[] = [];
  for (const fee of fees) {
    const kept = named(fee.feeName);
    if (kept) {
      await setFeeProduct(companyId, kept.productId, { price: fee.amount, isActive: true });
      saved.push({ ...fee, productId: kept.productId });
      continue;
    }
    const product = await createProduct({
      companyId,
      product: newProductDraft({
        name: fee.feeName,
        price: fee.amount,
        productType: "fee",
        trackInventory: false,
        categoryId: feesCategory.categoryId,
      }),
    });
    saved.push({ ...fee, productId: product.id });
  }
  for (const fee of before)
    if (!saved.some((kept) => kept.productId === fee.productId))
      await setFeeProduct(companyId, fee.productId, { price: fee.amount, isActive: false });
  await PaymentFeeConfig.put({ companyId, fees: saved, updateDate: nowIso() }).go();
  return saved;
}

/** A fee line sells its product at the fee's price (the server's), once per sale. */
export function assertFeeLines(lines: readonly SaleLine[], products: Record<string, PosProduct>): void {
  for (const line of lines) {
    const product = products[line.productId]!;
    if (product.productType !== "fee") continue;
    if (line.priceOverride !== null)
      throw new AppError("INVALID_INPUT", paymentFeeMessages.serverPriced(product.name));
    if (line.quantity !== 1)
      throw new AppError("INVALID_INPUT", paymentFeeMessages.oncePerSale(product.name));
  }
}
