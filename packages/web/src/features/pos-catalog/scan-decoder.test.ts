import { describe, expect, it } from "vitest";
import { ScanDecoder, type ScanKey } from "./scan-decoder";

/** Key events for `text` typed `gap` ms apart from `start`, ended by `end`. */
function typed(text: string, start: number, gap: number, end = "Enter"): ScanKey[] {
  const keys = [...text, end].map((key, index) => ({ key, time: start + index * gap }));
  return keys;
}

function run(decoder: ScanDecoder, keys: ScanKey[]): string[] {
  const codes: string[] = [];
  for (const key of keys) {
    const step = decoder.push(key);
    if (step.kind === "scan") codes.push(step.code);
  }
  return codes;
}

describe("ScanDecoder", () => {
  it("reads a fast burst ended by Enter or Tab as a scan", () => {
    const decoder = new ScanDecoder();
    expect(run(decoder, typed("0628417000378", 0, 8))).toEqual(["0628417000378"]);
    expect(run(decoder, typed("FL-PK-3.5", 1_000, 5, "Tab"))).toEqual(["FL-PK-3.5"]);
  });

  it("leaves a person's typing and Enter alone", () => {
    const decoder = new ScanDecoder();
    expect(run(decoder, typed("pink kush", 0, 120))).toEqual([]);
    const steps = typed("kush", 5_000, 90).map((key) => decoder.push(key).kind);
    expect(steps).toEqual(["pass", "pass", "pass", "pass", "pass"]);
  });

  it("marks the characters after the first of a fast burst, so they act as no shortcut", () => {
    const decoder = new ScanDecoder();
    const steps = typed("GT-26", 0, 5).map((key) => decoder.push(key).kind);
    expect(steps).toEqual(["pass", "burst", "burst", "burst", "burst", "scan"]);
  });

  it("keeps a scan whole when one key comes late, and a person's fast word stays typing", () => {
    const decoder = new ScanDecoder();
    const late = typed("0628417000378", 0, 5).map((key, at) =>
      at >= 6 ? { ...key, time: key.time + 70 } : key,
    );
    expect(run(decoder, late)).toEqual(["0628417000378"]);
    expect(run(decoder, typed("kush", 1_000, 60))).toEqual([]);
  });

  it("keeps what a person typed just before out of the scan", () => {
    const decoder = new ScanDecoder();
    const keys = [{ key: "p", time: 0 }, { key: "i", time: 150 }, ...typed("0628417000743", 400, 6)];
    expect(run(decoder, keys)).toEqual(["0628417000743"]);
  });

  it("never loses or doubles scans sent back to back", () => {
    const decoder = new ScanDecoder();
    const codes = ["0628417000378", "0628417000743", "0628417000378", "FL-001"];
    let time = 0;
    const keys: ScanKey[] = [];
    for (const code of codes) {
      keys.push(...typed(code, time, 4));
      time += (code.length + 1) * 4 + 2;
    }
    expect(run(decoder, keys)).toEqual(codes);
  });

  it("ignores Shift between characters and breaks a burst on other keys", () => {
    const decoder = new ScanDecoder();
    const withShift = [
      { key: "Shift", time: 0 },
      { key: "A", time: 1 },
      { key: "Shift", time: 2 },
      { key: "B", time: 3 },
      { key: "1", time: 4 },
      { key: "2", time: 5 },
      { key: "Enter", time: 6 },
    ];
    expect(run(decoder, withShift)).toEqual(["AB12"]);
    const broken = [
      ...typed("AB", 100, 2, "ArrowDown"),
      ...typed("12", 106, 2).slice(0, 2),
      { key: "Enter", time: 112 },
    ];
    expect(run(decoder, broken)).toEqual([]);
  });

  it("turns Ctrl+] or a GS key into the GS1 group separator", () => {
    const decoder = new ScanDecoder();
    const keys: ScanKey[] = [
      ...typed("0100628417000378", 0, 3).slice(0, -1),
      { key: "]", ctrlKey: true, time: 60 },
      ...typed("10AB", 62, 3).slice(0, -1),
      { key: "\u001d", time: 80 },
      ...typed("17270331", 82, 3),
    ];
    expect(run(decoder, keys)).toEqual(["0100628417000378\u001d10AB\u001d17270331"]);
  });

  it("needs a few characters and a fast Enter", () => {
    const decoder = new ScanDecoder();
    expect(run(decoder, typed("12", 0, 3))).toEqual([]);
    const slowEnter = [...typed("12345", 100, 3).slice(0, -1), { key: "Enter", time: 400 }];
    expect(run(decoder, slowEnter)).toEqual([]);
  });
});
