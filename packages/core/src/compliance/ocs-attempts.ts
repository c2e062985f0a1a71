import { randomUUID } from "node:crypto";
import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { nowIso } from "../common/clock";
import { documentClient } from "../db/client";
import { OcsAttempt, type OcsAttemptItem } from "./ocs.entity";
import {
  ZOcsAttemptsInput,
  type OcsAttemptPage,
  type OcsAttemptsInput,
  type OcsAttemptView,
} from "./ocs.schema";

export type NewOcsAttempt = Omit<OcsAttemptItem, "attemptId" | "createDate">;

export async function recordOcsAttempt(attempt: NewOcsAttempt): Promise<void> {
  await OcsAttempt.create({ ...attempt, attemptId: randomUUID(), createDate: nowIso() }).go();
}

const toView = (item: OcsAttemptItem): OcsAttemptView => ({
  id: item.attemptId,
  type: item.type,
  status: item.status,
  ocsResponse: item.ocsResponse,
  rangeEnd: item.rangeEnd,
  eventCount: item.eventCount,
  createDate: item.createDate,
});

/**
 * admin.md 7: a store's attempts of one type, newest first, at most `limit`; `exclusiveStartKeySk` (the sort key of
 * the last one read) continues. The key is only a position within this tenant's and hash key's partition.
 */
export async function listOcsAttempts(input: OcsAttemptsInput): Promise<OcsAttemptPage> {
  const { companyId, hashKey, type, rangeEnd, limit, exclusiveStartKeySk } = ZOcsAttemptsInput.parse(input);
  const query = OcsAttempt.query.byStore({ companyId, hashKey, type });
  // Sort keys go on past the date (the attempt id): "at or before rangeEnd" is "before a millisecond after it".
  const upTo = rangeEnd ? new Date(Date.parse(rangeEnd) + 1).toISOString() : null;
  const params = (upTo ? query.lt({ createDate: upTo }) : query).params({
    order: "desc",
  }) as QueryCommandInput;
  const partition = params.ExpressionAttributeValues?.[":pk"] as string;
  const result = await documentClient.send(
    new QueryCommand({
      ...params,
      Limit: limit,
      ExclusiveStartKey: exclusiveStartKeySk ? { pk: partition, sk: exclusiveStartKeySk } : undefined,
    }),
  );
  const items = (OcsAttempt.parse({ Items: result.Items ?? [] }).data as OcsAttemptItem[]).map(toView);
  const last = result.LastEvaluatedKey as { sk?: string } | undefined;
  return { items, exclusiveStartKeySk: last?.sk ?? null };
}
