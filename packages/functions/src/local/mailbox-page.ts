import type { OutboxEmailItem } from "@pos/core/email/outbox.entity";

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escapes the text, then makes its http(s) links clickable (reset and verification links). */
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1c2430; }
  main { max-width: 880px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  p.hint { color: #5b6675; margin: 0 0 20px; }
  article { background: #fff; border: 1px solid #dde2e8; border-radius: 8px; padding: 14px 18px; margin-bottom: 12px; }
  header { display: flex; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
  h2 { font-size: 16px; margin: 0; }
  .meta { color: #5b6675; font-size: 13px; }
  pre { white-space: pre-wrap; word-break: break-word; font: 14px/1.5 ui-monospace, monospace; margin: 10px 0 0; }
  a { color: #0b6e4f; }
`;

function renderEmail(email: OutboxEmailItem): string {
  return `<article>
  <header><h2>${escapeHtml(email.subject)}</h2><time class="meta" datetime="${escapeHtml(email.createdAt)}">${escapeHtml(
    new Date(email.createdAt).toLocaleString("en-CA", { dateStyle: "medium", timeStyle: "medium" }),
  )}</time></header>
  <div class="meta">To: <a href="?to=${encodeURIComponent(email.to)}">${escapeHtml(email.to)}</a> · ${escapeHtml(email.status)}</div>
  <pre>${linkify(email.text)}</pre>
</article>`;
}

/** The local runtime's stand-in for an inbox: every e-mail the app sent, newest first. */
export function renderMailbox(emails: OutboxEmailItem[], to: string | null): string {
  const title = to ? `Mailbox of ${to}` : "Mailbox";
  const body = emails.length ? emails.map(renderEmail).join("\n") : `<p>No e-mail yet.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p class="hint">E-mail sent by the local runtime lands here instead of being delivered. ${
    to ? `<a href="/dev/mailbox">Show all</a> · ` : ""
  }<a href="">Refresh</a></p>
${body}
</main></body></html>`;
}
