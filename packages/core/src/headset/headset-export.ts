import { CustomerEntity } from "../customers/customer.entity";
import { listEmployees } from "../employees/employees";
import { stockAtLocation } from "../inventory/stock";
import { Payment } from "../payments/payment.entity";
import type { HeadsetKind } from "./headset.schema";

type Records = Record<string, unknown>[];

async function employees(companyId: number): Promise<Records> {
  const rows: Records = [];
  let lastEvaluatedKey: Record<string, string> | null = null;
  do {
    const page = await listEmployees(companyId, { limit: 100, lastEvaluatedKey });
    rows.push(...page.items.map((employee) => ({ id: employee.id, name: employee.name })));
    lastEvaluatedKey = page.lastEvaluatedKey;
  } while (lastEvaluatedKey);
  return rows;
}

async function customers(companyId: number): Promise<Records> {
  const result = await CustomerEntity.query.byId({ companyId }).go({ pages: "all" });
  return result.data.map((customer) => ({
    id: customer.customerId,
    name: customer.name,
    email: customer.email ?? null,
    phone: customer.phone ?? null,
    loyaltyPoints: customer.loyaltyPoints,
  }));
}

async function inventory(companyId: number, locationId: string): Promise<Records> {
  const levels = await stockAtLocation(companyId, locationId);
  return levels.map((level) => ({ ...level }));
}

async function payments(companyId: number, locationId: string): Promise<Records> {
  const result = await Payment.query.byLocation({ companyId, locationId }).go({ pages: "all" });
  return result.data.map((payment) => ({
    id: payment.paymentId,
    number: payment.number,
    status: payment.status,
    total: payment.actualTotal,
    employeeId: payment.employeeId,
    customerId: payment.customerId ?? null,
    lines: payment.lines.length,
  }));
}

/**
 * The records of one kind for one location. Employees and customers belong to the whole company, so every
 * location sends them. The product has no purchase orders yet: that kind sends an empty list.
 */
export async function headsetRecords(
  companyId: number,
  locationId: string,
  kind: HeadsetKind,
): Promise<Records> {
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
      return [];
  }
}
