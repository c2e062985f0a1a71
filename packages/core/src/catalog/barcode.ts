/** dashboard.md 9: a generated barcode has 11 digits. */
export const generatedBarcodeLength = 11;

/** A 53-bit string hash (cyrb53): two 32-bit multiply-xor lanes mixed together. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * dashboard.md 5: 11 digits derived from a hash of the name and the date (to the millisecond). The first digit
 * is never 0, so spreadsheets that read it as a number keep all 11 digits.
 */
export function generateBarcode(name: string, date: Date): string {
  const low = 10 ** (generatedBarcodeLength - 1);
  const value = low + (hash53(`${name.trim()}|${date.toISOString()}`) % (9 * low));
  return String(value);
}
