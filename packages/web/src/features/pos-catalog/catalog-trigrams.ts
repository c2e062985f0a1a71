/** Every distinct 3-character piece of the texts; pieces holding a space are left out (query terms never do). */
export function trigramsOf(texts: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts)
    for (let at = 0; at + 3 <= text.length; at += 1) {
      const gram = text.slice(at, at + 3);
      if (!gram.includes(" ")) grams.add(gram);
    }
  return [...grams];
}

/** Whether the ascending list holds the slot (binary search). */
function holds(list: readonly number[], slot: number): boolean {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as number) < slot) low = middle + 1;
    else high = middle;
  }
  return list[low] === slot;
}

/**
 * A trigram posting index over numbered slots. A value keeps its slot while its trigrams stay the same; a changed
 * or removed value leaves its old postings behind, dead, until they outnumber the live ones, and then every list
 * is rebuilt (so a change costs the value's own trigrams, never a search through long lists). New slots are always
 * numbered after every existing one, so each posting list is ascending and lists intersect by binary search.
 */
export class TrigramIndex<T> {
  private values: (T | undefined)[] = [];
  /** Each slot's trigrams joined (3 characters each): one string per value rather than one per trigram. */
  private gramsAt: (string | undefined)[] = [];
  private slots = new Map<string, number>();
  private postings = new Map<string, number[]>();
  private live = 0;
  private dead = 0;

  /** Postings of present values (the index's size; dead ones are not counted). */
  get postingCount(): number {
    return this.live;
  }

  set(id: string, value: T, grams: string[]): void {
    const slot = this.slots.get(id);
    const joined = grams.join("");
    if (slot !== undefined && this.gramsAt[slot] === joined) {
      this.values[slot] = value;
      return;
    }
    this.delete(id);
    this.add(id, value, joined);
  }

  delete(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    const count = (this.gramsAt[slot]?.length ?? 0) / 3;
    this.slots.delete(id);
    this.values[slot] = undefined;
    this.gramsAt[slot] = undefined;
    this.live -= count;
    this.dead += count;
    if (this.dead > this.live) this.compact();
  }

  /** The values whose trigrams include every one of `grams` (at least one). */
  withAll(grams: readonly string[]): T[] {
    const lists = grams.map((gram) => this.postings.get(gram) ?? []).sort((a, b) => a.length - b.length);
    const [shortest = [], ...rest] = lists;
    const found: T[] = [];
    for (const slot of shortest) {
      const value = this.values[slot];
      if (value !== undefined && rest.every((list) => holds(list, slot))) found.push(value);
    }
    return found;
  }

  private add(id: string, value: T, joined: string): void {
    const slot = this.values.length;
    this.values.push(value);
    this.gramsAt.push(joined);
    this.slots.set(id, slot);
    for (let at = 0; at < joined.length; at += 3) {
      const gram = joined.slice(at, at + 3);
      const list = this.postings.get(gram);
      if (list) list.push(slot);
      else this.postings.set(gram, [slot]);
    }
    this.live += joined.length / 3;
  }

  private compact(): void {
    const present = [...this.slots].sort((a, b) => a[1] - b[1]);
    const { values, gramsAt } = this;
    this.values = [];
    this.gramsAt = [];
    this.slots = new Map();
    this.postings = new Map();
    this.live = 0;
    this.dead = 0;
    for (const [id, slot] of present) this.add(id, values[slot] as T, gramsAt[slot] as string);
  }
}
