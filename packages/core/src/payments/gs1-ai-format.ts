/**
 * The AI table of gs1-ai-table.ts compiled once, when the module loads, into the lookups a scan reads: the
 * format of each AI by its digits, and the length of an AI (and of the predefined-length fields) by the first
 * two digits, which GS1 keeps unambiguous.
 */
import { gs1AiTable } from "./gs1-ai-table";

interface Gs1Component {
  numeric: boolean;
  min: number;
  max: number;
  checkDigit: boolean;
}

export interface Gs1AiFormat {
  ai: string;
  /** Never followed by FNC1: the field is exactly `max` characters. */
  predefined: boolean;
  /** A YYMMDD date (day 00 meaning the month's last day). */
  date: boolean;
  min: number;
  max: number;
  components: readonly Gs1Component[];
}

function parseComponent(text: string): { component: Gs1Component; optional: boolean } {
  const optional = text.startsWith("[");
  const [kind = "", ...checks] = text.replace("[", "").replace("]", "").split(",");
  const variable = kind.includes("..");
  const length = Number(kind.slice(variable ? 3 : 1));
  return {
    optional,
    component: {
      numeric: kind.startsWith("N"),
      min: variable ? 1 : length,
      max: length,
      checkDigit: checks.includes("csum"),
    },
  };
}

function compile(table: string): Map<string, Gs1AiFormat> {
  const formats = new Map<string, Gs1AiFormat>();
  for (const line of table.trim().split("\n")) {
    const [range = "", ...rest] = line.trim().split(/\s+/);
    const predefined = rest[0] === "*";
    const parts = (predefined ? rest.slice(1) : rest).map(parseComponent);
    const components = parts.map((part) => part.component);
    const min = parts.reduce((sum, part) => sum + (part.optional ? 0 : part.component.min), 0);
    const max = components.reduce((sum, component) => sum + component.max, 0);
    const date = (predefined ? rest.slice(1) : rest)[0]?.includes(",date") ?? false;
    const [first = "", last = first] = range.split("-");
    for (let ai = Number(first); ai <= Number(last); ai += 1) {
      const digits = String(ai).padStart(first.length, "0");
      formats.set(digits, { ai: digits, predefined, date, min, max, components });
    }
  }
  return formats;
}

export const gs1Formats: ReadonlyMap<string, Gs1AiFormat> = compile(gs1AiTable);

/** The AI length by its first two digits (as a number 0-99); 2 where no AI of the table starts with them. */
export const aiLengthByPrefix = new Uint8Array(100).fill(2);
for (const ai of gs1Formats.keys()) aiLengthByPrefix[Number(ai.slice(0, 2))] = ai.length;

/**
 * The data length after the AI of every predefined-length prefix (GS1 General Specifications, figure 7.8.5-2),
 * so a field of an AI not (yet) in the table is still skipped exactly: 0 for the prefixes whose fields end at FNC1.
 */
export const predefinedLengthByPrefix = new Uint8Array(100);
for (const [prefix, total] of [
  [0, 20],
  [1, 16],
  [2, 16],
  [3, 16],
  [4, 18],
  [11, 8],
  [12, 8],
  [13, 8],
  [14, 8],
  [15, 8],
  [16, 8],
  [17, 8],
  [18, 8],
  [19, 8],
  [20, 4],
  [31, 10],
  [32, 10],
  [33, 10],
  [34, 10],
  [35, 10],
  [36, 10],
  [41, 16],
] as const)
  predefinedLengthByPrefix[prefix] = total - (aiLengthByPrefix[prefix] ?? 2);

/** GS1 character set 82 (GenSpecs figure 7.11-1), by character code. */
export const cset82 = new Uint8Array(128);
for (const character of `!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`)
  cset82[character.charCodeAt(0)] = 1;
