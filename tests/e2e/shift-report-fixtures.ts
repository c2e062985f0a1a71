// A register shift made through the API with the demo device, and the text of a PDF, for shift-report.spec.ts.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import type { ShiftReport as ShiftReportData } from "@pos/core/shifts/shift-report.schema";
import { trpcQuery } from "./employees-fixtures";
import { signInDevice, trpcMutation } from "./fixtures";

type CashCount = Record<string, number>;

export const passcodes = { alex: "1111", sam: "2222" } as const;

/** $20 x 10 + $100 x 1: the starting float of $300.00. */
export const startCount: CashCount = { "2000": 10, "10000": 1 };
/** 25¢ x 2, $2 x 1, $10 x 1, $20 x 5, $100 x 1 = $212.50. */
export const endCount: CashCount = { "25": 2, "200": 1, "1000": 1, "2000": 5, "10000": 1 };

export const movements = [
  { type: "cashDrop", amount: 10_000, note: "Safe drop before lunch", passcode: passcodes.alex },
  { type: "payIn", amount: 2_500, note: "Change from the bank", passcode: passcodes.sam },
  { type: "payOut", amount: 1_234, note: "Cleaning supplies", passcode: passcodes.alex },
  { type: "noSale", note: "Customer needed change", passcode: passcodes.sam },
] as const;

/** Ends whatever shift another test left open on the demo register, so this one can start. */
async function endOpenShift(request: APIRequestContext, device: string): Promise<void> {
  const { data } = await trpcQuery(request, "shifts.current", null, device);
  if ((data as { shift: unknown }).shift)
    await trpcMutation(request, "shifts.end", { floatCount: null, password: passcodes.alex }, device);
}

/**
 * A full shift on QW-REG-1: started by Alex with a counted $300.00 float, Sam clocks in, takes a break and
 * clocks out, four cash movements, Alex clocks out, and the shift ends with `count` (null: 'Count later').
 */
export async function runShift(request: APIRequestContext, count: CashCount | null): Promise<string> {
  const device = await signInDevice(request);
  await endOpenShift(request, device);
  const call = (procedure: string, input: unknown) => trpcMutation(request, procedure, input, device);
  await call("shifts.start", { startingFloat: 30_000, floatCount: startCount, passcode: passcodes.alex });
  await call("hours.clockIn", { passcode: passcodes.sam });
  await call("hours.startBreak", { passcode: passcodes.sam });
  await call("hours.clockOut", { passcode: passcodes.sam });
  for (const movement of movements) await call("cash.record", movement);
  await call("hours.clockOut", { passcode: passcodes.alex });
  const end = { floatCount: count, password: passcodes.alex };
  const { shiftId } = await trpcMutation<{ shiftId: string }>(request, "shifts.end", end, device);
  return shiftId;
}

export async function fetchReport(
  request: APIRequestContext,
  token: string,
  companyId: number,
  shiftId: string,
): Promise<ShiftReportData> {
  const { data } = await trpcQuery(request, "shifts.getReport", { companyId, shiftId }, token);
  return data as ShiftReportData;
}

/** The text of every page of a PDF, a line per text line, runs of spaces made one. */
export async function pdfText(
  pdf: Buffer,
): Promise<{ text: string; pages: { width: number; height: number }[] }> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: { width: number; height: number }[] = [];
  let text = "";
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    pages.push({ width, height });
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ("str" in item) text += item.str + (item.hasEOL ? "\n" : " ");
    }
    text += "\n";
  }
  return { text: text.replace(/[ \t]+/g, " "), pages };
}

/** A date as the report prints it: in the Green Leaf company's time zone. */
export const torontoDate = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Toronto",
  }).format(new Date(iso));

/** Keeps a printed PDF for a human to review, beside the screenshots (only when E2E_SHOTS_DIR is set). */
export function reviewPdf(name: string, pdf: Buffer): void {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.pdf`), pdf);
}
