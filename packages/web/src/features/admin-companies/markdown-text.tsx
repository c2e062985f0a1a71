import type { ReactNode } from "react";
import { parseMarkdown, type MarkdownNode } from "./markdown";

function render(nodes: MarkdownNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "break":
        return <br key={index} />;
      case "strong":
        return <strong key={index}>{render(node.children)}</strong>;
      case "em":
        return <em key={index}>{render(node.children)}</em>;
      case "link":
        return (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noreferrer noopener"
            className="font-medium underline underline-offset-4"
          >
            {render(node.children)}
          </a>
        );
    }
  });
}

/** Banner markdown rendered as React text: bold, italic, links and line breaks only. */
export function MarkdownText({ source }: { source: string }) {
  return <>{render(parseMarkdown(source))}</>;
}
