/**
 * The banner's markdown (admin.md 2 "markdown allowed"): **bold**, *italic* or _italic_, [links](https://...)
 * and line breaks. It is parsed into plain nodes that React renders as text, so no HTML ever gets through.
 */
export type MarkdownNode =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em"; children: MarkdownNode[] }
  | { kind: "link"; href: string; children: MarkdownNode[] }
  | { kind: "break" };

const safeHref = /^(https?:\/\/|mailto:)[^\s]+$/i;

// Bold first so `**x**` is not read as two italics; a link's text may hold emphasis.
const inlinePattern = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/;

function parseInline(text: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  let rest = text;
  while (rest) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      nodes.push({ kind: "text", text: rest });
      break;
    }
    if (match.index > 0) nodes.push({ kind: "text", text: rest.slice(0, match.index) });
    const [whole, bold, star, underscore, label, href] = match;
    if (bold !== undefined) nodes.push({ kind: "strong", children: parseInline(bold) });
    else if (star !== undefined || underscore !== undefined) {
      nodes.push({ kind: "em", children: parseInline(star ?? underscore ?? "") });
    } else if (label !== undefined && href !== undefined && safeHref.test(href)) {
      nodes.push({ kind: "link", href, children: parseInline(label) });
    } else nodes.push({ kind: "text", text: whole });
    rest = rest.slice(match.index + whole.length);
  }
  return mergeText(nodes);
}

function mergeText(nodes: MarkdownNode[]): MarkdownNode[] {
  const merged: MarkdownNode[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.kind === "text" && last?.kind === "text")
      merged[merged.length - 1] = { kind: "text", text: last.text + node.text };
    else merged.push(node);
  }
  return merged;
}

export function parseMarkdown(source: string): MarkdownNode[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  return lines.flatMap((line, index) => [
    ...(index > 0 ? [{ kind: "break" } as const] : []),
    ...parseInline(line),
  ]);
}
