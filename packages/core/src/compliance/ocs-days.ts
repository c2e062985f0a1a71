import { localTime } from "../discounts/local-time";

/** Positions older than this are not sent by a run (a store set up long ago starts at its set-up day anyway). */
const maxDaysBack = 31;

const addDays = (date: string, days: number): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The moment a local day ends (the next local midnight) in UTC, across daylight-saving changes. */
export function endOfLocalDay(date: string, timeZone: string): string {
  const next = addDays(date, 1);
  let guess = Date.parse(`${next}T00:00:00Z`);
  for (let round = 0; round < 3; round += 1) {
    const local = localTime(new Date(guess), timeZone);
    const shownAt = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000;
    guess -= shownAt - Date.parse(`${next}T00:00:00Z`);
  }
  return new Date(guess).toISOString();
}

/** The store's days from its set-up day to yesterday (local) that still need a position, oldest first. */
export function positionDays(since: string, at: Date, timeZone: string): string[] {
  const today = localTime(at, timeZone).date;
  const first = localTime(new Date(since), timeZone).date;
  const start = [first, addDays(today, -maxDaysBack)].sort()[1]!;
  const days: string[] = [];
  for (let day = start; day < today; day = addDays(day, 1)) days.push(day);
  return days;
}
