import { AsyncLocalStorage } from "node:async_hooks";

export interface Clock {
  now(): Date;
}

const systemClock: Clock = { now: () => new Date() };
let current: Clock = systemClock;
const scoped = new AsyncLocalStorage<Clock>();

/** The product's time. Tests replace it with `setClock`; production uses the system clock. */
export function now(): Date {
  return (scoped.getStore() ?? current).now();
}

export function nowIso(): string {
  return now().toISOString();
}

export function setClock(clock: Clock | null): void {
  current = clock ?? systemClock;
}

/** Runs `work` on its own clock, so two pieces of work (and the rest of the process) each keep their time. */
export function withClock<T>(clock: Clock, work: () => Promise<T>): Promise<T> {
  return scoped.run(clock, work);
}

/** A clock that stands still until moved: `clock.advance(ms)`. */
export function fixedClock(
  start: Date | string,
): Clock & { advance(ms: number): void; set(at: Date | string): void } {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
    set: (at) => {
      time = new Date(at).getTime();
    },
  };
}

export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
