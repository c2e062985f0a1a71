import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { gunzipSync, gzipSync } from "node:zlib";
import { bucketName, s3 } from "../files/storage";

/**
 * A compact snapshot of one company's in-memory index, stored in S3 as one object and read with one GET.
 * The index's rows are grouped into units (a customer; a listed product with its children; a row no entry shows),
 * in the index's own order. Per unit: the ids of its rows, its search text (normalised, so free of control
 * characters), a short facets string the index filters on, and its rows as one JSON line.
 *
 * Layout: a header (its length in 10 ASCII digits, then JSON), the search part (ids, facets, texts) gzipped, then
 * the rows in blocks of `blockUnits` units, each gzipped on its own. A cold process inflates the search part,
 * searches it without building a row object, and inflates only the blocks of the units it answers with.
 */
export interface SnapshotUnit<Row> {
  ids: string[];
  text: string;
  facets: string;
  rows: Row[];
}

export interface IndexSnapshot {
  /** The index's cursor when written: every row visible then is in it. */
  cursor: string;
  writtenAt: string;
  members: string[][];
  facets: string[];
  /** The units' texts, each followed by "\n" (a normalised text never holds one). */
  text: string;
  /** Where each unit's text starts in `text`. */
  starts: Int32Array;
  /** A unit's rows as a JSON line; inflates its block on first use (throws on a damaged block). */
  line: (unit: number) => string;
}

interface Header {
  version: number;
  cursor: string;
  writtenAt: string;
  count: number;
  blockUnits: number;
  searchBytes: number;
  blockBytes: number[];
}

const version = 2;
const sectionBreak = "\u001d";
const blockUnits = 512;
const headerDigits = 10;

export const snapshotPrefix = "index-snapshots/";

export const snapshotKey = (kind: string, companyId: number): string =>
  `${snapshotPrefix}${kind}/${companyId}.snapshot`;

/** The kind and company of a snapshot key (null: not one). */
export function snapshotOf(key: string): { kind: string; companyId: number } | null {
  const match = /^index-snapshots\/([a-z]+)\/(\d+)\.snapshot$/.exec(key);
  return match ? { kind: match[1] as string, companyId: Number(match[2]) } : null;
}

export function encodeSnapshot<Row>(
  cursor: string,
  writtenAt: string,
  units: Iterable<SnapshotUnit<Row>>,
): Buffer {
  const members: string[][] = [];
  const facets: string[] = [];
  const texts: string[] = [];
  const rowLines: string[] = [];
  for (const unit of units) {
    members.push(unit.ids);
    facets.push(unit.facets);
    texts.push(unit.text + "\n");
    rowLines.push(JSON.stringify(unit.rows));
  }
  const search = gzipSync(
    [JSON.stringify(members), JSON.stringify(facets), texts.join("")].join(sectionBreak),
    {
      level: 1,
    },
  );
  const blocks: Buffer[] = [];
  for (let first = 0; first < rowLines.length; first += blockUnits)
    blocks.push(gzipSync(rowLines.slice(first, first + blockUnits).join("\n"), { level: 1 }));
  const header: Header = {
    version,
    cursor,
    writtenAt,
    count: members.length,
    blockUnits,
    searchBytes: search.length,
    blockBytes: blocks.map((block) => block.length),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const length = Buffer.from(String(headerBytes.length).padStart(headerDigits, "0"));
  return Buffer.concat([length, headerBytes, search, ...blocks]);
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function headerOf(data: Buffer): { header: Header; body: number } | null {
  const headerLength = Number(data.subarray(0, headerDigits).toString("latin1"));
  if (!Number.isInteger(headerLength) || headerLength <= 0) return null;
  const header = JSON.parse(
    data.subarray(headerDigits, headerDigits + headerLength).toString("utf8"),
  ) as Header;
  if (header.version !== version || typeof header.cursor !== "string" || typeof header.writtenAt !== "string")
    return null;
  if (
    !Array.isArray(header.blockBytes) ||
    header.blockBytes.length !== Math.ceil(header.count / header.blockUnits)
  )
    return null;
  const body = headerDigits + headerLength;
  const total = body + header.searchBytes + header.blockBytes.reduce((sum, bytes) => sum + bytes, 0);
  return total === data.length ? { header, body } : null;
}

/**
 * The snapshot, or null when it is not one this version wrote whole. A row block is checked when inflated (gzip's
 * CRC, its line count): `block` throws then, and the caller falls back to the full load.
 */
export function decodeSnapshot(bytes: Uint8Array): IndexSnapshot | null {
  try {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const parsed = headerOf(data);
    if (!parsed) return null;
    const { header, body } = parsed;
    const search = gunzipSync(data.subarray(body, body + header.searchBytes))
      .toString("utf8")
      .split(sectionBreak);
    if (search.length !== 3) return null;
    const [membersText, facetsText, text] = search as [string, string, string];
    const members: unknown = JSON.parse(membersText);
    const facets: unknown = JSON.parse(facetsText);
    if (!Array.isArray(members) || !members.every(isStrings) || !isStrings(facets)) return null;
    const count = members.length;
    if (header.count !== count || facets.length !== count) return null;
    const starts = new Int32Array(count + 1);
    let at = 0;
    for (let unit = 0; unit < count; unit += 1) {
      starts[unit] = at;
      at = text.indexOf("\n", at) + 1;
      if (at === 0) return null;
    }
    starts[count] = at;
    if (at !== text.length) return null;
    const offsets = [body + header.searchBytes];
    for (const bytesOfBlock of header.blockBytes)
      offsets.push((offsets[offsets.length - 1] as number) + bytesOfBlock);
    const inflated = new Map<number, string[]>();
    const block = (index: number): string[] => {
      const known = inflated.get(index);
      if (known) return known;
      if (index < 0 || index >= header.blockBytes.length) throw new Error(`no row block ${index}`);
      const lines = gunzipSync(data.subarray(offsets[index], offsets[index + 1]))
        .toString("utf8")
        .split("\n");
      if (lines.length !== Math.min(header.blockUnits, count - index * header.blockUnits))
        throw new Error(`row block ${index} of the snapshot is damaged`);
      inflated.set(index, lines);
      return lines;
    };
    const line = (unit: number): string =>
      block(Math.floor(unit / header.blockUnits))[unit % header.blockUnits] as string;
    return { cursor: header.cursor, writtenAt: header.writtenAt, members, facets, text, starts, line };
  } catch {
    return null;
  }
}

/** The units whose text holds the query (every unit for an empty one), in order. */
export function* unitsHolding(snapshot: IndexSnapshot, query: string): Generator<number> {
  const count = snapshot.members.length;
  if (query === "") {
    for (let unit = 0; unit < count; unit += 1) yield unit;
    return;
  }
  const { text, starts } = snapshot;
  let from = 0;
  for (let at = text.indexOf(query, from); at >= 0; at = text.indexOf(query, from)) {
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    yield low;
    from = starts[low + 1] as number;
  }
}

export function unitRows<Row>(snapshot: IndexSnapshot, unit: number): Row[] {
  return JSON.parse(snapshot.line(unit)) as Row[];
}

export async function readSnapshot(key: string): Promise<IndexSnapshot | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
    const body = await object.Body?.transformToByteArray();
    return body ? decodeSnapshot(body) : null;
  } catch (error) {
    if (error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound")) return null;
    console.error(`index snapshot ${key} could not be read`, error);
    return null;
  }
}

export async function writeSnapshot(key: string, body: Buffer): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      Body: body,
      ContentType: "application/octet-stream",
    }),
  );
}
