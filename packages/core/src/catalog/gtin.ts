/** GS1 check digit of the digits before it: weights 3 and 1 alternate from the right. */
function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const fromRight = body.length - index;
    sum += Number(body[index]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14, digits only, with a valid GS1 check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value) || /^0+$/.test(value)) return false;
  return gs1CheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
}
