import { auditEntry, type AuditActor } from "../../audit/audit";
import { AuditEntry } from "../../audit/audit.entity";
import { nowIso } from "../../common/clock";
import { AppError } from "../../common/errors";
import { Service } from "electrodb";
import { IntegrationConnection, type IntegrationConnectionItem } from "../integration-connection.entity";
import { readConnection, recordFailure, toHealth } from "../integration-health";
import { qbConfig, type QuickBooksApi } from "./qb-client";
import { qbClient } from "./qb-oauth";
import { withQbToken } from "./qb-session";
import {
  qbMessages,
  ZQbAccountMap,
  ZQbAccountMapInput,
  type QbAccountMap,
  type QbAccountMapInput,
  type QbSettingsView,
} from "./qb.schema";

export async function requireQb(companyId: number): Promise<IntegrationConnectionItem> {
  const connection = await readConnection(companyId, "quickBooks");
  if (!connection) throw new AppError("INVALID_INPUT", qbMessages.notConnected);
  return connection;
}

export const accountMapOf = (connection: IntegrationConnectionItem): QbAccountMap | null => {
  const parsed = ZQbAccountMap.safeParse(connection.accountMap);
  return parsed.success ? parsed.data : null;
};

async function liveAccounts(connection: IntegrationConnectionItem, api: QuickBooksApi = qbClient()) {
  const result = await withQbToken(connection, (realmId, token) => api.accounts(realmId, token));
  if (result.kind !== "ok") await recordFailure(connection.companyId, "quickBooks", result.message);
  return result;
}

/** main/settings: the connection, its mapping and the connected company's accounts (read live). */
export async function qbSettings(companyId: number): Promise<QbSettingsView> {
  const connection = await readConnection(companyId, "quickBooks");
  const configured = qbConfig() !== null;
  if (!connection || !configured)
    return { configured, connection: null, qbAccounts: [], accountsError: null };
  const accounts = await liveAccounts(connection);
  return {
    configured,
    connection: {
      realmId: connection.realmId ?? "",
      health: toHealth(connection),
      accounts: accountMapOf(connection),
    },
    qbAccounts:
      accounts.kind === "ok"
        ? accounts.body.map((account) => ({ id: account.Id, name: account.Name, type: account.AccountType }))
        : [],
    accountsError: accounts.kind === "ok" ? null : accounts.message,
  };
}

const audited = new Service({ connection: IntegrationConnection, audit: AuditEntry });

/** Saves the account mapping; every account must exist in the connected QuickBooks company. */
export async function setQbAccounts(input: QbAccountMapInput, by: AuditActor): Promise<QbSettingsView> {
  const { companyId, accounts } = ZQbAccountMapInput.parse(input);
  const connection = await requireQb(companyId);
  const live = await liveAccounts(connection);
  if (live.kind !== "ok")
    throw new AppError(live.kind === "rate-limited" ? "RATE_LIMITED" : "INVALID_INPUT", live.message);
  const known = new Set(live.body.map((account) => account.Id));
  const named = [
    accounts.sales,
    accounts.tax,
    accounts.discounts,
    accounts.refunds,
    accounts.tenders,
    ...Object.values(accounts.tenderAccounts),
  ];
  if (!named.every((id) => id !== undefined && known.has(id)))
    throw new AppError("INVALID_INPUT", qbMessages.unknownAccount);
  const before = accountMapOf(connection);
  const flat = (map: QbAccountMap | null) =>
    map
      ? {
          sales: map.sales,
          tax: map.tax,
          discounts: map.discounts,
          refunds: map.refunds,
          tenders: map.tenders,
        }
      : null;
  await audited.transaction
    .write(({ connection: entity, audit }) => [
      entity
        .patch({ companyId, kind: "quickBooks" })
        .set({ accountMap: accounts, updateDate: nowIso() })
        .commit(),
      audit
        .create(
          auditEntry(by, {
            companyId,
            action: "integration.settings",
            targetId: "quickBooks",
            targetLabel: "QuickBooks accounts",
            before: flat(before),
            after: flat(accounts),
          }),
        )
        .commit(),
    ])
    .go();
  return qbSettings(companyId);
}
