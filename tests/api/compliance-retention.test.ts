import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { documentClient, tableName } from "@pos/core/db/client";
import { table } from "@pos/core/db/table";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { Stock } from "@pos/core/inventory/stock.entity";
import { Payment } from "@pos/core/payments/payment.entity";
import { editProduct } from "../support/catalog";
import { complianceWorld } from "../support/compliance-world";
import { sell } from "../support/sale-world";

/** Every stored attribute of the items under a partition key, as DynamoDB holds them. */
async function rawItems(pk: string) {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": pk },
    }),
  );
  return result.Items ?? [];
}

describe("retention of compliance records (AGCO: at least 3 years)", () => {
  it("gives no TTL to the ledger, the stock or the sales: DynamoDB's expiry never purges them", async () => {
    expect(table.ttlAttribute).toBe("expiresAt");
    for (const entity of [InventoryLog, Payment, Stock])
      expect(Object.keys(entity.schema.attributes)).not.toContain(table.ttlAttribute);

    const world = await complianceWorld();
    const { gummies } = world.products;
    await editProduct(gummies, { ocsSku: "100111", gtin: "0628417000378" });
    const sale = await sell(world, [{ productId: gummies.productId, quantity: 1 }]);
    const ledgerKey = InventoryLog.query
      .byLocation({ companyId: world.companyId, locationId: world.location.id })
      .params<{ ExpressionAttributeValues: Record<string, string> }>();
    const ledger = await rawItems(ledgerKey.ExpressionAttributeValues[":pk"]!);
    const paymentKey = Payment.get({ companyId: world.companyId, paymentId: sale.id }).params<{
      Key: { pk: string };
    }>();
    const payment = await rawItems(paymentKey.Key.pk);
    expect(ledger.filter((item) => item.type === "SALE")).toHaveLength(1);
    expect(payment).toHaveLength(1);
    for (const item of [...ledger, ...payment]) expect(item).not.toHaveProperty(table.ttlAttribute);
  });
});
