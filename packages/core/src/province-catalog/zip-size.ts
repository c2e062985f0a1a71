/**
 * The total uncompressed size an XLSX (a zip) declares in its central directory, read before the file is
 * unpacked, so a zip bomb is refused without inflating it. Returns null when the bytes are not a zip.
 */
export function declaredUncompressedSize(zip: Buffer): number | null {
  const endSignature = 0x06054b50;
  const entrySignature = 0x02014b50;
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= searchFrom; at -= 1) {
    if (zip.readUInt32LE(at) === endSignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== entrySignature) return null;
    const size = zip.readUInt32LE(at + 24);
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}
