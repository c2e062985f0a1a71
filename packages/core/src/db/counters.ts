import { Counter } from "./counter.entity";

/** The next number of a named sequence, atomically (one UpdateItem with ADD). */
export async function nextId(name: string, start = 1): Promise<number> {
  const result = await Counter.update({ name }).add({ value: 1 }).go({ response: "all_new" });
  return start - 1 + (result.data.value ?? 0);
}

/** The last number a sequence handed out (null: none yet). */
export async function lastId(name: string, start = 1): Promise<number | null> {
  const { data } = await Counter.get({ name }).go();
  return data ? start - 1 + data.value : null;
}

/** `count` consecutive numbers of a named sequence in one UpdateItem; answers the first. */
export async function reserveIds(name: string, count: number, start = 1): Promise<number> {
  const result = await Counter.update({ name }).add({ value: count }).go({ response: "all_new" });
  return start + (result.data.value ?? 0) - count;
}
