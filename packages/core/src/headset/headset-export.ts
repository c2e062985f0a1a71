import { CustomerEntity, type CustomerItem } from "../customers/customer.entity";
import { listEmployees } from "../employees/employees";
import { Stock, type StockItem } from "../inventory/stock.entity";
import { toStockLevel } from "../inventory/stock";
import { Payment, type PaymentItem } from "../payments/payment.entity";
import type { HeadsetKind } from "./headset.schema";

type Records = Record<string, unknown>[];

/** Records read, and sent to Headset as one batch, at a time. */
export const headsetPageSize = 100;

async function* employees(companyId: number): AsyncGenerator<Records> {
  let lastEvaluatedKey: Record<string, string> | null = null;
  do {
    const page = await listEmployees(companyId, { limit: headsetPageSize, lastEvaluatedKey });
    yield page.items.map((employee) => ({ id: employee.id, name: employee.name }));
    lastEvaluatedKey = page.lastEvaluatedKey;
  } while (lastEvaluatedKey);
}

async function* customers(companyId: number): AsyncGenerator<Records> {
  let cursor: string | null = null;
  do {
    const page: { data: CustomerItem[]; cursor: string | null } = await CustomerEntity.query
      .byId({ companyId })
      .go({ cursor, limit: headsetPageSize });
    yield page.data.map((customer) => ({
      id: customer.customerId,
      name: customer.name,
      email: customer.email ?? null,
      phone: customer.phone ?? null,
      loyaltyPoints: customer.loyaltyPoints,
    }));
    cursor = page.cursor;
  } while (cursor);
}

async function* inventory(companyId: number, locationId: string): AsyncGenerator<Records> {
  let cursor: string | null = null;
  do {
    const page: { data: StockItem[]; cursor: string | null } = await Stock.query
      .byLocation({ companyId, locationId })
      .go({ cursor, limit: headsetPageSize });
    yield page.data.map((item) => ({ ...toStockLevel(item) }));
    cursor = page.cursor;
  } while (cursor);
}

/** Oldest first: the location's payments are keyed by date, so each page is the next window of dates. */
async function* payments(companyId: number, locationId: string): AsyncGenerator<Records> {
  let cursor: string | null = null;
  do {
    const page: { data: PaymentItem[]; cursor: string | null } = await Payment.query
      .byLocation({ companyId, locationId })
      .go({ cursor, limit: headsetPageSize });
    yield page.data.map((payment) => ({
      id: payment.paymentId,
      number: payment.number,
      status: payment.status,
      total: payment.actualTotal,
      employeeId: payment.employeeId,
      customerId: payment.customerId ?? null,
      lines: payment.lines.length,
    }));
    cursor = page.cursor;
  } while (cursor);
}

async function* none(): AsyncGenerator<Records> {
  yield [];
}

/**
 * The records of one kind for one location, a page (at most `headsetPageSize`) at a time, so a sync never holds a
 * location's whole history. Employees and customers belong to the whole company, so every location sends them.
 * The product has no purchase orders yet: that kind sends one empty page.
 */
export function headsetPages(
  companyId: number,
  locationId: string,
  kind: HeadsetKind,
): AsyncGenerator<Records> {
  switch (kind) {
    case "employees":
      return employees(companyId);
    case "customers":
      return customers(companyId);
    case "inventory":
      return inventory(companyId, locationId);
    case "payments":
      return payments(companyId, locationId);
    case "purchaseOrders":
      return none();
  }
}
