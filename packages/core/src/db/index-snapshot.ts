import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { gunzipSync, gzipSync } from "node:zlib";
import { bucketName, s3 } from "../files/storage";

/**
 * A compact snapshot of one company's in-memory index, stored in S3 as one gzipped object and read with one GET.
 * The index's rows are grouped into units (a customer; a listed product with its children; a row no entry shows),
 * in the index's own order. Per unit: the ids of its rows, its search text (normalised, so free of control
 * characters), a short facets string the index filters on, and its rows as one JSON line. A cold process searches
 * the texts and facets without building a row object, and parses only the units it answers with.
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
  rowLines: string[];
}

const version = 1;
const sectionBreak = "\u001d";

export const snapshotPrefix = "index-snapshots/";

export const snapshotKey = (kind: string, companyId: number): string =>
  `${snapshotPrefix}${kind}/${companyId}.json.gz`;

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
    texts.push(unit.text);
    rowLines.push(JSON.stringify(unit.rows));
  }
  const sections = [
    JSON.stringify(members),
    JSON.stringify(facets),
    texts.map((text) => text + "\n").join(""),
    rowLines.join("\n"),
  ];
  const length = sections.reduce((sum, section) => sum + sectionBreak.length + section.length, 0);
  const header = JSON.stringify({ version, cursor, writtenAt, count: members.length, length });
  return gzipSync([header, ...sections].join(sectionBreak), { level: 1 });
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The snapshot, or null when it is not one this version wrote whole (a corrupt snapshot is never half-used). */
export function decodeSnapshot(data: Uint8Array): IndexSnapshot | null {
  try {
    const whole = gunzipSync(data).toString("utf8");
    const sections = whole.split(sectionBreak);
    if (sections.length !== 5) return null;
    const [headerText, membersText, facetsText, text, rowsText] = sections as [
      string,
      string,
      string,
      string,
      string,
    ];
    const header = JSON.parse(headerText) as {
      version?: unknown;
      cursor?: unknown;
      writtenAt?: unknown;
      count?: unknown;
      length?: unknown;
    };
    if (header.length !== whole.length - headerText.length) return null;
    const members: unknown = JSON.parse(membersText);
    const facets: unknown = JSON.parse(facetsText);
    if (
      header.version !== version ||
      typeof header.cursor !== "string" ||
      typeof header.writtenAt !== "string"
    )
      return null;
    if (!Array.isArray(members) || !members.every(isStrings) || !isStrings(facets)) return null;
    const count = members.length;
    const rowLines = count === 0 ? [] : rowsText.split("\n");
    if (header.count !== count || facets.length !== count || rowLines.length !== count) return null;
    const starts = new Int32Array(count + 1);
    let at = 0;
    for (let unit = 0; unit < count; unit += 1) {
      starts[unit] = at;
      at = text.indexOf("\n", at) + 1;
      if (at === 0) return null;
    }
    starts[count] = at;
    if (at !== text.length) return null;
    return { cursor: header.cursor, writtenAt: header.writtenAt, members, facets, text, starts, rowLines };
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
  return JSON.parse(snapshot.rowLines[unit] as string) as Row[];
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
    new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: body, ContentType: "application/gzip" }),
  );
}
