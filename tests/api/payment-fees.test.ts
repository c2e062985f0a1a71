import { describe, expect, it } from "vitest";
import { Product } from "@pos/core/catalog/product.entity";
import { paymentFeeMessages } from "@pos/core/payments/payment-fees.schema";
import { saleWorld, sell } from "../support/sale-world";
import { failureOf } from "../support/world";

const product = async (companyId: number, productId: string) =>
  (await Product.get({ companyId, productId }).go()).data!;

describe("payment fees", () => {
  it("makes one product per fee name in the system fees category, repricing and retiring them", async () => {
    const world = await saleWorld();
    const ref = { companyId: world.companyId };
    const [bag, card] = await world.caller.paymentFees.save({
      ...ref,
      fees: [
        { feeName: "Bag fee", amount: 25 },
        { feeName: "Card fee", amount: 50 },
      ],
    });
    expect(await product(world.companyId, bag!.productId)).toMatchObject({
      name: "Bag fee",
      price: 25,
      productType: "fee",
      categoryId: "c_fees",
      trackInventory: false,
    });
    expect((await world.register.paymentFees.forRegister()).fees).toEqual([bag, card]);

    const again = await world.caller.paymentFees.save({ ...ref, fees: [{ feeName: "bag FEE", amount: 30 }] });
    expect(again[0]!.productId).toBe(bag!.productId);
    expect((await product(world.companyId, bag!.productId)).price).toBe(30);
    expect((await product(world.companyId, card!.productId)).isActive).toBe(false);
  });

  it("refuses two fees of one name, writing nothing", async () => {
    const world = await saleWorld();
    expect(
      await failureOf(
        world.caller.paymentFees.save({
          companyId: world.companyId,
          fees: [
            { feeName: "Bag fee", amount: 25 },
            { feeName: "BAG FEE", amount: 30 },
          ],
        }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT" });
    expect(await world.caller.paymentFees.list({ companyId: world.companyId })).toEqual([]);
  });

  it("prices the fee line of a sale on the server, once per sale", async () => {
    const world = await saleWorld();
    const [bag] = await world.caller.paymentFees.save({
      companyId: world.companyId,
      fees: [{ feeName: "Bag fee", amount: 25 }],
    });
    const soda = { productId: world.products.soda.productId, quantity: 1 };
    const payment = await sell(world, [soda, { productId: bag!.productId, quantity: 1 }]);
    expect(payment.lines[1]).toMatchObject({ productName: "Bag fee", price: 25, linePrice: 25 });
    expect(
      await failureOf(sell(world, [soda, { productId: bag!.productId, quantity: 1, priceOverride: 1 }])),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: paymentFeeMessages.serverPriced("Bag fee") });
    expect(await failureOf(sell(world, [soda, { productId: bag!.productId, quantity: 2 }]))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: paymentFeeMessages.oncePerSale("Bag fee"),
    });
  });
});
