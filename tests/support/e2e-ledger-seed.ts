// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { assignUser, createSecurityRole, createUser } from "@pos/core/auth/users";
import { permissionNames } from "@pos/core/auth/permissions";
import { Company } from "@pos/core/company/company.entity";
import { createCompany, createLocation } from "@pos/core/company/company";
import { createEmployee } from "@pos/core/employees/employees";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { createBatch } from "@pos/core/inventory/stock";
import { applyStockChanges, type LedgerOptions, type StockChange } from "@pos/core/inventory/stock-ledger";
import { productItem, putProducts } from "./catalog";
import { ledgerCompany, rollbackCompany } from "./e2e-inventory-accounts";

const write = (
  companyId: number,
  changes: StockChange[],
  options: Omit<LedgerOptions, "companyId" | "blockNegative" | "costOption">,
) =>
  applyStockChanges(changes, () => changes, {
    ...options,
    companyId,
    blockNegative: false,
    costOption: "weightedAverage",
  });

async function seedLedgerCompany(): Promise<void> {
  const company = await createCompany({
    name: ledgerCompany.name,
    province: "ON",
    timezone: "America/Toronto",
  });
  await Company.patch({ companyId: company.id }).set({ isBatchTracking: true }).go();
  const location = await createLocation({ companyId: company.id, name: ledgerCompany.location });
  const role = await createSecurityRole({
    companyId: company.id,
    name: "Owner",
    permissions: [...permissionNames],
  });
  const owner = await createUser({ ...ledgerCompany.owner, isAdmin: false });
  await assignUser({
    userId: owner.userId,
    companyId: company.id,
    entityType: "company",
    entityId: String(company.id),
    securityRoleId: role.roleId,
  });
  const hired = await createEmployee({
    companyId: company.id,
    name: ledgerCompany.employee,
    assignments: [{ locationId: null, securityRoleId: role.roleId }],
  });
  if (hired.status !== "added") throw new Error("The ledger employee was not added");
  const employee = { userId: hired.employee.id };
  const [gummies, flower] = await putProducts([
    productItem(company.id, { name: ledgerCompany.products.gummies, sku: "LG-100" }),
    productItem(company.id, { name: ledgerCompany.products.flower, sku: "LF-200", isBatchTracked: true }),
  ]);
  const lot = await createBatch({
    companyId: company.id,
    productId: flower!.productId,
    lotNumber: ledgerCompany.lot,
  });
  const key = (productId: string, batchId = noBatch) => ({ locationId: location.id, productId, batchId });
  const system = { kind: "system" as const, id: "system", name: "System" };
  const clerk = { kind: "employee" as const, id: employee.userId, name: ledgerCompany.employee };
  await write(
    company.id,
    [{ ...key(gummies!.productId), quantity: 24, type: "RECEIVE", unitCost: 450, productName: "" }],
    {
      actor: system,
      at: "2026-01-05T15:00:00.000Z",
      document: { type: "purchaseOrder", id: "po-e2e-1" },
    },
  );
  await write(
    company.id,
    [{ ...key(flower!.productId, lot.id), quantity: 10, type: "RECEIVE", unitCost: 1200, productName: "" }],
    {
      actor: system,
      at: "2026-01-06T15:00:00.000Z",
      document: { type: "purchaseOrder", id: "po-e2e-1" },
    },
  );
  await write(company.id, [{ ...key(gummies!.productId), quantity: -3, type: "SALE", productName: "" }], {
    actor: clerk,
    at: "2026-01-12T18:00:00.000Z",
    document: { type: "payment", id: "pay-e2e-1" },
  });
  await write(
    company.id,
    [
      {
        ...key(flower!.productId, lot.id),
        quantity: -2,
        type: "ADJUSTMENT",
        reason: "damaged",
        note: "Crushed jar",
        productName: "",
      },
    ],
    {
      actor: clerk,
      at: "2026-01-15T18:00:00.000Z",
      document: null,
    },
  );
}

async function seedRollbackCompany(): Promise<void> {
  const company = await createCompany({
    name: rollbackCompany.name,
    province: "ON",
    timezone: "America/Toronto",
  });
  const location = await createLocation({ companyId: company.id, name: rollbackCompany.location });
  const [tea] = await putProducts([productItem(company.id, { name: "Rollback Tea" })]);
  const key = { locationId: location.id, productId: tea!.productId, batchId: noBatch };
  const system = { kind: "system" as const, id: "system", name: "System" };
  await write(company.id, [{ ...key, quantity: 12, type: "RECEIVE", unitCost: 300, productName: "" }], {
    actor: system,
    at: "2026-01-05T15:00:00.000Z",
    document: null,
  });
  await write(company.id, [{ ...key, quantity: -2, type: "AUDIT", productName: "" }], {
    actor: system,
    at: "2026-01-10T15:00:00.000Z",
    document: { type: "audit", id: rollbackCompany.auditId },
  });
}

/** The ledger and rollback companies of e2e-inventory-accounts.ts. */
export async function seedE2eLedger(): Promise<void> {
  await seedLedgerCompany();
  await seedRollbackCompany();
}
