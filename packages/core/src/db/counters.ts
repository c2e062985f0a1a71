import { Counter } from "./counter.entity";

/** The next number of a named sequence, atomically (one UpdateItem with ADD). */
export async function nextId(name: string, start = 1): Promise<number> {
  const result = await Counter.update({ name }).add({ value: 1 }).go({ response: "all_new" });
  return start - 1 + (result.data.value ?? 0);
}
