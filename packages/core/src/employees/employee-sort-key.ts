/**
 * Where an employee sorts in the company's list: the name without accents or control characters, lower-cased,
 * then the user id, so equal names keep a stable order. The separator (U+0001) is below every character a
 * name keeps, so "Ann" sorts before "Ann Smith" in DynamoDB's byte order.
 */
export function employeeSortKey(name: string, userId: string): string {
  const folded = name
    .normalize("NFD")
    .replace(/[\p{M}\p{Cc}]/gu, "")
    .trim()
    .toLowerCase();
  return `${folded}\u0001${userId.toLowerCase()}`;
}
