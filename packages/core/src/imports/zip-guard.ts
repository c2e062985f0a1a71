import { createInflateRaw } from "node:zlib";
import { AppError } from "../common/errors";
import { importFileMessages, importLimits } from "./import-files.schema";

/**
 * An XLSX file is a zip archive. Before exceljs unpacks it, every part is inflated here and its bytes counted:
 * the sizes an archive declares can lie, so the count stops inflating as soon as the parts together pass
 * importLimits.maxUncompressedBytes (a zip bomb), without keeping any of the output.
 */

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;

interface Part {
  method: number;
  compressedSize: number;
  dataStart: number;
}

const refuse = (message: string): never => {
  throw new AppError("INVALID_INPUT", message);
};

function endRecordOffset(archive: Buffer): number {
  const earliest = Math.max(0, archive.length - 22 - 0xffff);
  for (let offset = archive.length - 22; offset >= earliest; offset -= 1) {
    if (archive.readUInt32LE(offset) === endOfDirectory) return offset;
  }
  return refuse(importFileMessages.unreadable);
}

function partsOf(archive: Buffer): Part[] {
  const end = endRecordOffset(archive);
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const parts: Part[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > archive.length || archive.readUInt32LE(offset) !== directoryEntry)
      refuse(importFileMessages.unreadable);
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const uncompressedSize = archive.readUInt32LE(offset + 24);
    const local = archive.readUInt32LE(offset + 42);
    // 0xFFFFFFFF: a ZIP64 size, never needed by a file under the upload limit.
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) refuse(importFileMessages.zipBomb);
    if (local + 30 > archive.length || archive.readUInt32LE(local) !== localHeader)
      refuse(importFileMessages.unreadable);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    if (dataStart + compressedSize > archive.length) refuse(importFileMessages.unreadable);
    parts.push({ method, compressedSize, dataStart });
    offset +=
      46 +
      archive.readUInt16LE(offset + 28) +
      archive.readUInt16LE(offset + 30) +
      archive.readUInt16LE(offset + 32);
  }
  return parts;
}

/** Inflates one part, counting its bytes against what the archive may still unpack to; resolves to the count. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        reject(new AppError("INVALID_INPUT", importFileMessages.zipBomb));
      }
    });
    inflate.on("error", () => reject(new AppError("INVALID_INPUT", importFileMessages.unreadable)));
    inflate.on("end", () => resolve(size));
    inflate.end(data);
  });
}

/** Refuses an archive that is not a zip, or that unpacks to more than the limit. */
export async function assertSafeArchive(archive: Buffer): Promise<void> {
  if (archive.length < 22 || archive.readUInt32LE(0) !== localHeader) refuse(importFileMessages.wrongType);
  let total = 0;
  for (const part of partsOf(archive)) {
    const data = archive.subarray(part.dataStart, part.dataStart + part.compressedSize);
    const budget = importLimits.maxUncompressedBytes - total;
    if (part.method === 0) total += data.length;
    else if (part.method === 8) total += await inflatedSize(data, budget);
    else refuse(importFileMessages.unreadable);
    if (total > importLimits.maxUncompressedBytes) refuse(importFileMessages.zipBomb);
  }
}
