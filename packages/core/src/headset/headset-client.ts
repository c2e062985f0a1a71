import type { HeadsetKind } from "./headset.schema";

/** What the POS sends Headset for one location: the records of one kind, with that location's keys. */
export interface HeadsetBatch {
  apiKey: string;
  dataKey: string;
  locationId: string;
  locationName: string;
  kind: HeadsetKind;
  records: Record<string, unknown>[];
}

export interface HeadsetClient {
  /** Resolves once Headset accepted the batch; rejects with Headset's reason otherwise. */
  send(batch: HeadsetBatch): Promise<void>;
}

/**
 * The local and test stand-in for Headset's ingestion API. It keeps every batch it accepted (`received`).
 * Documented behaviour, like a provider's test mode:
 * - an API key starting with "invalid" is refused: "Headset refused the API key for {location}";
 * - an empty data key is refused: "Headset needs a data key for {location}";
 * - anything else is accepted.
 */
export class HeadsetSimulator implements HeadsetClient {
  readonly received: HeadsetBatch[] = [];

  send(batch: HeadsetBatch): Promise<void> {
    if (batch.apiKey.toLowerCase().startsWith("invalid")) {
      return Promise.reject(new Error(`Headset refused the API key for ${batch.locationName}`));
    }
    if (batch.dataKey.trim() === "") {
      return Promise.reject(new Error(`Headset needs a data key for ${batch.locationName}`));
    }
    this.received.push(structuredClone(batch));
    return Promise.resolve();
  }
}

let current: HeadsetClient = new HeadsetSimulator();

/** The client the sync job uses; the simulator unless the runtime installs a real one. */
export const headsetClient = (): HeadsetClient => current;

export function setHeadsetClient(client: HeadsetClient): void {
  current = client;
}
