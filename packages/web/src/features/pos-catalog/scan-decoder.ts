/**
 * Tells a keyboard-wedge scanner from a person typing. A scanner types a code fast (a few ms between keys) and ends
 * it with Enter (or Tab); a person is slower. A burst is a scan when its keys came on average at most `maxGapMs`
 * apart; one late key (a busy page delays an event) does not break it, but a pause over `breakGapMs` starts a new
 * burst, so what a person typed before a scan stays out of it. A pure state machine over timed key events.
 */
export interface ScanKey {
  key: string;
  /** Milliseconds (event.timeStamp or performance.now()). */
  time: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export type ScanStep =
  /** Not part of a scan (yet): let the key do what it does. */
  | { kind: "pass" }
  /** A character typed fast after another: most likely a scan, so it should not act as a shortcut. */
  | { kind: "burst" }
  /** Ends a scan: swallow the Enter (or Tab) and add `code`. */
  | { kind: "scan"; code: string };

export interface ScanDecoderOptions {
  maxGapMs?: number;
  breakGapMs?: number;
  minLength?: number;
}

const groupSeparator = "\u001d";
/** The steps without a code are shared: a scanner's keys allocate nothing until its Enter. */
const pass: ScanStep = { kind: "pass" };
const burst: ScanStep = { kind: "burst" };
/** Keys a scanner sends around the characters (Shift for capitals) that neither add nor break a burst. */
const neutralKeys = new Set(["Shift", "CapsLock", "Control", "Alt", "AltGraph"]);

export class ScanDecoder {
  private buffer = "";
  private first = 0;
  private last = Number.NEGATIVE_INFINITY;
  private readonly maxGapMs: number;
  private readonly breakGapMs: number;
  private readonly minLength: number;

  constructor({ maxGapMs = 30, breakGapMs = 100, minLength = 4 }: ScanDecoderOptions = {}) {
    this.maxGapMs = maxGapMs;
    this.breakGapMs = breakGapMs;
    this.minLength = minLength;
  }

  /** The characters of the current burst (so a search box can take back what a scan typed into it). */
  get pending(): string {
    return this.buffer;
  }

  push(event: ScanKey): ScanStep {
    if (neutralKeys.has(event.key)) return pass;
    const gap = event.time - this.last;
    const joined = gap <= this.breakGapMs;
    if (event.key === "Enter" || event.key === "Tab") {
      const { buffer: code, first, last } = this;
      this.reset();
      const meanGap = (last - first) / Math.max(1, code.length - 1);
      return joined && code.length >= this.minLength && meanGap <= this.maxGapMs
        ? { kind: "scan", code }
        : pass;
    }
    const char = charOf(event);
    if (char === null) {
      this.reset();
      return pass;
    }
    if (!joined) {
      this.buffer = "";
      this.first = event.time;
    }
    this.buffer += char;
    this.last = event.time;
    return gap <= this.maxGapMs ? burst : pass;
  }

  reset(): void {
    this.buffer = "";
    this.last = Number.NEGATIVE_INFINITY;
  }
}

/** The character a key adds: a printable one, or GS (FNC1) sent as itself or as Ctrl+]; null for anything else. */
function charOf(event: ScanKey): string | null {
  if (event.key === groupSeparator || (event.ctrlKey && event.key === "]")) return groupSeparator;
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  return event.key.length === 1 ? event.key : null;
}
