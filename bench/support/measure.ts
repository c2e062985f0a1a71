/** Timing helpers shared by the benchmarks (kept out of bench/ itself, where bench/run.ts runs every file). */
import { performance } from "node:perf_hooks";

export const percentile = (values: number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
};

/** Runs `warmup` unmeasured calls, then returns the duration in ms of each of `rounds` calls. */
export async function timed(
  run: (round: number) => Promise<unknown>,
  { warmup, rounds }: { warmup: number; rounds: number },
): Promise<number[]> {
  for (let round = 0; round < warmup; round += 1) await run(round);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    await run(round);
    samples.push(performance.now() - start);
  }
  return samples;
}

type SearchVsRaw = {
  /** The benchmark's name, printed before "ratio". */
  bench: string;
  searchLabel: string;
  pageSize: number;
  search: number[];
  raw: number[];
};

/** Prints p50 and p95 of the search and of the raw Query page, then the p95 ratio (target at most 3). */
export function printSearchVsRaw({ bench, searchLabel, pageSize, search, raw }: SearchVsRaw): void {
  const spread = (samples: number[]) =>
    `p50 ${percentile(samples, 0.5).toFixed(2)} ms  p95 ${percentile(samples, 0.95).toFixed(2)} ms (${samples.length} calls)`;
  console.log(`${`raw Query page (${pageSize})`.padEnd(24)}${spread(raw)}`);
  console.log(`${searchLabel.padEnd(25)}${spread(search)}`);
  const ratio = percentile(search, 0.95) / percentile(raw, 0.95);
  console.log(`${`${bench} ratio`.padEnd(25)}${ratio.toFixed(2)} (p95 search / p95 raw, target <= 3)`);
}
