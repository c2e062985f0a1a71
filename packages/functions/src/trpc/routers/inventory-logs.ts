import {
  inventoryLogLots,
  inventoryLogPeople,
  inventoryLogProducts,
  queryInventoryLog,
} from "@pos/core/inventory/inventory-log-query";
import {
  ZInventoryLogLotsInput,
  ZInventoryLogPeopleInput,
  ZInventoryLogProductsInput,
  ZInventoryLogQuery,
} from "@pos/core/inventory/inventory-log-query.schema";
import { companyProcedure, router } from "../init";

const reports = companyProcedure("CAN_VIEW_REPORTS", "location");

/** reports/inventoryLogs: the ledger of a location, filtered and paged. */
export const inventoryLogsRouter = router({
  list: reports.input(ZInventoryLogQuery).query(({ input }) => queryInventoryLog(input)),
  people: reports.input(ZInventoryLogPeopleInput).query(({ input }) => inventoryLogPeople(input.companyId)),
  products: reports.input(ZInventoryLogProductsInput).query(({ input }) => inventoryLogProducts(input)),
  lots: reports.input(ZInventoryLogLotsInput).query(({ input }) => inventoryLogLots(input)),
});
