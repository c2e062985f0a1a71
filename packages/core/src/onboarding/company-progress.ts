import { now } from "../common/clock";
import { CategoryEntity } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { getCompany } from "../company/company";
import { Location } from "../company/company.entity";
import { hasCompletedAudit } from "../inventory/inventory-audit";
import { Transfer } from "../inventory/transfer.entity";
import { PurchaseOrder } from "../purchasing/purchase-order.entity";
import { Payment } from "../payments/payment.entity";
import { countedStatuses } from "../stats/stats.schema";
import { ZProgressInput, type CompanyProgress } from "./onboarding.schema";
import { companyProgress } from "./progress-rules";

/** The latest completed sale over the company's locations (each location's newest sales first). */
async function lastSaleDate(companyId: number): Promise<string | null> {
  const locations = await Location.query
    .byCompany({ companyId })
    .go({ pages: "all", attributes: ["locationId"] });
  const latest = await Promise.all(
    locations.data.map(async ({ locationId }) => {
      const recent = await Payment.query
        .byLocation({ companyId, locationId })
        .go({ order: "desc", limit: 25, attributes: ["status", "createDate", "completeDate"] });
      const sale = recent.data.find((payment) => countedStatuses.includes(payment.status));
      return sale ? (sale.completeDate ?? sale.createDate) : null;
    }),
  );
  return latest.reduce<string | null>((max, date) => (date && (!max || date > max) ? date : max), null);
}

export async function getCompanyProgress(input: { companyId: number }): Promise<CompanyProgress> {
  const { companyId } = ZProgressInput.parse(input);
  const company = await getCompany(companyId);
  const [products, categories, lastSale, auditCompleted, transfers, orders] = await Promise.all([
    Product.query.byCompany({ companyId }).go({ pages: "all", attributes: ["parentId", "isDeleted"] }),
    CategoryEntity.query.byCompany({ companyId }).go({ pages: "all", attributes: ["complianceCategoryId"] }),
    lastSaleDate(companyId),
    hasCompletedAudit(companyId),
    Transfer.query.byStatus({ companyId, status: "received" }).go({ limit: 1, attributes: ["transferId"] }),
    PurchaseOrder.query
      .byStatus({ companyId, status: "received" })
      .go({ limit: 1, attributes: ["purchaseOrderId"] }),
  ]);
  return companyProgress(
    {
      productCount: products.data.filter((product) => !product.parentId && !product.isDeleted).length,
      complianceCategoryCount: categories.data.filter((category) => category.complianceCategoryId).length,
      lastSaleDate: lastSale,
      companyCreateDate: company.createDate,
      auditCompleted,
      transferCompleted: transfers.data.length > 0,
      purchaseOrderCompleted: orders.data.length > 0,
    },
    now(),
  );
}
