import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { AppError } from "../common/errors";
import { getCompany } from "./company";
import { Location } from "./company.entity";
import {
  locationMessages,
  ZMoveLocationInput,
  type LocationSettings,
  type MoveLocationInput,
} from "./location.schema";
import { companyLocations, toLocationSettings } from "./location-rules";

const service = new Service({ location: Location, audit: AuditEntry });

/** DynamoDB takes 100 actions per transaction; one is the audit entry of the first chunk. */
const chunkSize = 99;

/**
 * Moves a location to `toIndex` among the visible ones and numbers them 0..n-1. Only positions that change are
 * written, in chunks that each set absolute positions, so a chunk can run again safely.
 */
export async function moveLocation(input: MoveLocationInput, by: AuditActor): Promise<LocationSettings[]> {
  const { companyId, locationId, toIndex } = ZMoveLocationInput.parse(input);
  const company = await getCompany(companyId);
  const all = await companyLocations(companyId);
  const visible = all.filter((item) => !item.isHidden);
  const from = visible.findIndex((item) => item.locationId === locationId);
  if (from < 0) {
    const hidden = all.some((item) => item.locationId === locationId);
    throw hidden
      ? new AppError("INVALID_INPUT", locationMessages.hidden)
      : new AppError("NOT_FOUND", locationMessages.notFound);
  }
  const order = [...visible];
  const [moved] = order.splice(from, 1);
  if (!moved) throw new AppError("NOT_FOUND", locationMessages.notFound);
  const to = Math.min(toIndex, order.length);
  order.splice(to, 0, moved);
  const changes = order.flatMap((item, position) =>
    item.position === position ? [] : [{ locationId: item.locationId, position }],
  );
  const entry = auditEntry(by, {
    companyId,
    action: "location.move",
    targetId: locationId,
    targetLabel: moved.name,
    before: { order: visible.map((item) => item.name) },
    after: { order: order.map((item) => item.name) },
  });
  for (let start = 0; start < changes.length; start += chunkSize) {
    const chunk = changes.slice(start, start + chunkSize);
    const result = await service.transaction
      .write(({ location, audit }) => [
        ...chunk.map((change) =>
          location
            .patch({ companyId, locationId: change.locationId })
            .set({ position: change.position })
            .commit(),
        ),
        ...(start === 0 ? [audit.create(entry).commit()] : []),
      ])
      .go();
    if (result.canceled) throw new AppError("NOT_FOUND", locationMessages.notFound);
  }
  return order.map((item, position) => toLocationSettings({ ...item, position }, company.timezone));
}
