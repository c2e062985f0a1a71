import { assertCompanyAccess, loadUserAccess } from "../auth/access";
import { AppError, messages } from "../common/errors";
import { getActiveDevice } from "../device/device";
import type { ConnectionItem } from "./connection.entity";
import type { Topic } from "./realtime.schema";

/** Topics only a register hears: its location's payment queue, its own card terminal transactions. */
const registerTopics: ReadonlySet<Topic> = new Set(["paymentQueue", "cardTransactions"]);

/**
 * A subscription needs what the topic's data needs over HTTP: the payment queue is read by a register selling at
 * that location (the connection's location is the register's own), card transactions by the register itself, and
 * register presence by a user who may manage registers. Checked at each subscribe and again at each publish.
 */
export async function assertTopicAllowed(connection: ConnectionItem, topic: Topic): Promise<void> {
  if (connection.deviceId !== undefined) {
    const device = await getActiveDevice(connection.companyId, connection.deviceId);
    if (!registerTopics.has(topic) || device.locationId !== connection.locationId)
      throw new AppError("FORBIDDEN", messages.noPermission);
    return;
  }
  const access = connection.userId === undefined ? null : await loadUserAccess(connection.userId);
  if (!access) throw new AppError("UNAUTHENTICATED", messages.sessionEnded);
  if (registerTopics.has(topic)) throw new AppError("FORBIDDEN", messages.noPermission);
  await assertCompanyAccess(access, { companyId: connection.companyId, permission: "CAN_MANAGE_DEVICES" });
}

/** The same check when publishing: false when the subscriber may no longer read the topic. */
export async function mayReceive(connection: ConnectionItem, topic: Topic): Promise<boolean> {
  try {
    await assertTopicAllowed(connection, topic);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
