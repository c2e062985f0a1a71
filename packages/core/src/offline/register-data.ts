import { loadUserAccess, permissionsAtLocation } from "../auth/access";
import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { CustomerEntity } from "../customers/customer.entity";
import { getActiveDevice } from "../device/device";
import { receiptContext } from "../receipts/receipt-settings";
import { Device } from "../device/device.entity";
import { Employee } from "../employees/employee.entity";
import { toEmployeeViews } from "../employees/membership";
import { OfflineSale, RegisterOutbox } from "./offline-sale.entity";
import { toOfflineSaleView } from "./offline-sale";
import {
  ZOutboxReport,
  ZRegisterDataInput,
  type OfflineEmployee,
  type OfflineStatusView,
  type OutboxReport,
  type RegisterDataInput,
  type RegisterOfflineData,
} from "./offline-sale.schema";
import { companyVerifiers } from "./passcode-verifier";

/** Customers in one answer; the register asks again with `customersMore` for the rest. */
export const customersPerAnswer = 2_000;

/**
 * offline.registerData: what the register keeps in IndexedDB to work offline besides the catalogue listings:
 * its location's employees with their permissions there and passcode verifiers, the receipt settings, and a
 * minimal customer list: the most recently changed customers, or those changed since the last answer.
 */
export async function registerOfflineData(
  actor: DeviceActor,
  input: RegisterDataInput,
): Promise<RegisterOfflineData> {
  const { customersSince } = ZRegisterDataInput.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { companyId, locationId } = device;
  const asOf = nowIso();
  const [records, verifiers, changed, receipt] = await Promise.all([
    Employee.query.byName({ companyId }).go({ pages: "all" }),
    companyVerifiers(companyId),
    customersSince
      ? CustomerEntity.query
          .changes({ companyId })
          .gt({ updateDate: customersSince })
          .go({ limit: customersPerAnswer })
      : CustomerEntity.query.changes({ companyId }).go({ limit: customersPerAnswer, order: "desc" }),
    receiptContext(companyId, locationId, null),
  ]);
  const views = (await toEmployeeViews(records.data)).filter((view) =>
    view.assignments.some((item) => item.locationId === null || item.locationId === locationId),
  );
  const employees = await Promise.all(
    views.map(async (view): Promise<OfflineEmployee> => {
      const access = await loadUserAccess(view.id);
      const record = records.data.find((item) => item.userId === view.id);
      return {
        id: view.id,
        name: view.name,
        tracksHours: record?.tracksHours ?? false,
        permissions: access ? await permissionsAtLocation(access, companyId, locationId) : [],
        verifier: verifiers.get(view.id) ?? null,
      };
    }),
  );
  const customers = changed.data.map((item) => ({
    id: item.customerId,
    name: item.name,
    phone: item.phone ?? null,
    email: item.email ?? null,
    birthday: item.birthday ?? null,
    loyaltyPoints: item.loyaltyPoints,
    updateDate: item.updateDate,
  }));
  const more =
    customersSince && changed.cursor && customers.length > 0 ? customers[customers.length - 1]!.updateDate : null;
  return { asOf, employees, customers, customersMore: more, receipt };
}

/** offline.reportOutbox: the register's outbox as it stands, so the dashboard knows who holds unsynced sales. */
export async function reportOutbox(actor: DeviceActor, input: OutboxReport): Promise<void> {
  const { pending, oldestAt } = ZOutboxReport.parse(input);
  await RegisterOutbox.put({
    companyId: actor.companyId,
    deviceId: actor.deviceId,
    pending,
    ...(oldestAt ? { oldestAt } : {}),
    reportedAt: nowIso(),
  }).go();
}

/** offline.status: registers that said they hold unsynced sales, and synced offline sales flagged for review. */
export async function offlineStatus(companyId: number): Promise<OfflineStatusView> {
  const [outboxes, flagged] = await Promise.all([
    RegisterOutbox.query.byDevice({ companyId }).go({ pages: "all" }),
    OfflineSale.query.byReview({ companyId, review: "flagged" }).go({ order: "desc", limit: 100 }),
  ]);
  const waiting = outboxes.data.filter((item) => item.pending > 0);
  const devices = waiting.length
    ? (await Device.get(waiting.map(({ deviceId }) => ({ companyId, deviceId }))).go()).data
    : [];
  const names = new Map(devices.map((device) => [device.deviceId, device.name]));
  return {
    registers: waiting.map((item) => ({
      deviceId: item.deviceId,
      deviceName: names.get(item.deviceId) ?? item.deviceId,
      pending: item.pending,
      oldestAt: item.oldestAt ?? null,
      reportedAt: item.reportedAt,
    })),
    flagged: flagged.data.map(toOfflineSaleView),
  };
}
