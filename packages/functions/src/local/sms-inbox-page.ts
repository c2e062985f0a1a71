import type { IncomingMessage, ServerResponse } from "node:http";
import { receiveSmsReply } from "@pos/core/outreach/sms-replies";
import { recentSms } from "@pos/core/sms/sms-provider";
import type { SmsOutboxItem } from "@pos/core/sms/sms-outbox.entity";

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1c2430; }
  main { max-width: 720px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  p.hint { color: #5b6675; margin: 0 0 20px; }
  article { background: #fff; border: 1px solid #dde2e8; border-radius: 8px; padding: 12px 16px; margin-bottom: 12px; }
  .meta { color: #5b6675; font-size: 13px; }
  .bubble { background: #e9eef3; border-radius: 14px 14px 14px 4px; padding: 8px 12px; margin: 8px 0; white-space: pre-wrap; }
  form { display: flex; gap: 8px; }
  input { flex: 1; font: inherit; padding: 4px 8px; }
  a { color: #0b6e4f; }
`;

function renderMessage(message: SmsOutboxItem): string {
  return `<article>
  <div class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(new Date(message.createdAt).toLocaleString("en-CA"))} · ${message.segments} segment(s) · ${escapeHtml(message.status)}</div>
  <div class="bubble">${escapeHtml(message.body)}</div>
  <form method="post" action="/dev/sms/reply"><input type="hidden" name="from" value="${escapeHtml(message.to)}">
  <input name="body" value="STOP" aria-label="Reply"><button>Reply as the customer</button></form>
</article>`;
}

function renderInbox(messages: SmsOutboxItem[], notice: string | null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS outbox</title><style>${style}</style></head>
<body><main>
<h1>SMS outbox</h1>
<p class="hint">SMS sent by the local runtime land here instead of a phone. Reply STOP to opt a customer out. <a href="/dev/sms">Refresh</a> · <a href="/dev/mailbox">Mailbox</a></p>
${notice ? `<p><strong>${escapeHtml(notice)}</strong></p>` : ""}
${messages.length ? messages.map(renderMessage).join("\n") : "<p>No SMS yet.</p>"}
</main></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8").slice(0, 2_000));
}

/** /dev/sms (the SMS outbox as a phone's inbox), /dev/sms.json, and POST /dev/sms/reply (a customer's reply). */
export async function devSms(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  let notice: string | null = null;
  if (pathname === "/dev/sms/reply" && req.method === "POST") {
    const form = await formBody(req);
    const { optedOut } = await receiveSmsReply({
      from: form.get("from") ?? "",
      body: form.get("body") ?? "",
    });
    notice = `Reply received: ${optedOut} customer(s) opted out.`;
  }
  const messages = await recentSms(100);
  if (pathname === "/dev/sms.json") {
    res
      .writeHead(200, { "content-type": "application/json", "cache-control": "no-store" })
      .end(JSON.stringify(messages));
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(renderInbox(messages, notice));
}
