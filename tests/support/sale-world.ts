import { randomUUID } from "node:crypto";
import { nowIso } from "@pos/core/common/clock";
import { TaxGroupEntity } from "@pos/core/catalog/tax-group.entity";
import type { ProductItem } from "@pos/core/catalog/product.entity";
import { Company } from "@pos/core/company/company.entity";
import { setStock } from "@pos/core/inventory/stock";
import type { CheckoutInput, SaleLineInput, TenderInput } from "@pos/core/payments/payment.schema";
import { productItem, putMaster, putProducts, testId } from "./catalog";
import { openShift, passcodes } from "./register";

export interface SaleWorldOptions {
  /** company.blockNegativeInventorySale */
  blockNegative?: boolean;
  /** company metaData pennyRounding "true" */
  pennyRounding?: boolean;
  /** Stock of each tracked product at the location (the bulk master holds this many grams). */
  stock?: number;
}

/**
 * A company with a register whose shift is open and Blake (a cashier: no override permissions) clocked in;
 * Avery (1111) and Casey (3333) hold every permission. Products, with stock at the location:
 *   gummies  $12.99, GST 5 %, 0.75 g dried equivalent each
 *   flower   $35.00 a 3.5 g jar, GST 5 % + PST 7 %, 3.5 g each
 *   soda     $2.49 + $0.10 deposit, GST 5 % + PST 7 %, not cannabis
 *   bulk     a master tracking grams of flower, child "Bulk 7 g" ($60.00, 7 g of the master each)
 */
export async function saleWorld(options: SaleWorldOptions = {}) {
  const world = await openShift();
  const { companyId, location } = world;
  await world.register.hours.clockIn({ passcode: passcodes.cashier });
  await Company.patch({ companyId })
    .set({
      blockNegativeInventorySale: options.blockNegative ?? false,
      metaData: options.pennyRounding ? { pennyRounding: "true" } : {},
    })
    .go();
  const taxGroup = async (name: string, taxes: { name: string; rate: number }[]) => {
    const taxGroupId = testId("t");
    const at = nowIso();
    await TaxGroupEntity.create({ companyId, taxGroupId, name, taxes, createDate: at, updateDate: at }).go();
    return taxGroupId;
  };
  const gst = await taxGroup("GST", [{ name: "GST", rate: 5 }]);
  const gstPst = await taxGroup("GST + PST", [
    { name: "GST", rate: 5 },
    { name: "PST", rate: 7 },
  ]);
  const product = (fields: Partial<ProductItem>) => productItem(companyId, fields);
  const [gummies, flower, soda] = await putProducts([
    product({ name: "Gummies", price: 1299, taxGroupId: gst, driedCannabisEquivalent: 0.75 }),
    product({ name: "Flower 3.5 g", price: 3500, taxGroupId: gstPst, driedCannabisEquivalent: 3.5 }),
    product({ name: "Soda", price: 249, depositFee: 10, taxGroupId: gstPst }),
  ]);
  const bulk = await putMaster(
    companyId,
    { name: "Bulk flower", unit: "g", trackInventory: true, taxGroupId: gstPst, driedCannabisEquivalent: 1 },
    [
      {
        name: "Bulk 7 g",
        price: 6000,
        trackInventory: false,
        inventorySubtractAmount: 7,
        driedCannabisEquivalent: 7,
      },
    ],
  );
  const quantity = options.stock ?? 10;
  const products = {
    gummies: gummies!,
    flower: flower!,
    soda: soda!,
    bulkMaster: bulk.master,
    bulk7: bulk.children[0]!,
  };
  for (const item of [gummies!, flower!, soda!, bulk.master]) {
    await setStock({
      companyId,
      locationId: location.id,
      productId: item.productId,
      quantity: item === bulk.master ? quantity * 10 : quantity,
    });
  }
  return { ...world, products, taxGroups: { gst, gstPst } };
}

export type SaleWorld = Awaited<ReturnType<typeof saleWorld>>;

export type SellLine = Omit<SaleLineInput, "lineId"> & { lineId?: string };

/**
 * Checks out through the router: prices the cart with sales.quote, then pays it (default: exact cash).
 * `extra` overrides any checkout field (idempotencyKey, passcodes, customerId, ...).
 */
export async function sell(
  world: Pick<SaleWorld, "register">,
  lines: SellLine[],
  tenders?: TenderInput[],
  extra: Partial<CheckoutInput> = {},
) {
  const cart = lines.map((line, index) => ({ ...line, lineId: line.lineId ?? `line-${index + 1}` }));
  const quote = await world.register.sales.quote({
    lines: cart,
    orderDiscountIds: extra.orderDiscountIds ?? [],
    customerId: extra.customerId ?? null,
  });
  return world.register.sales.checkout({
    idempotencyKey: randomUUID(),
    lines: cart,
    tenders: tenders ?? [{ paymentTypeId: "cash", amount: Math.max(1, quote.total) }],
    expectedTotal: quote.total,
    ...extra,
  });
}
