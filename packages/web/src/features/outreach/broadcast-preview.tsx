import type { BroadcastPreview as Preview } from "@pos/core/outreach/broadcast.schema";

/** What one customer receives: an SMS bubble with its length and segments, or the e-mail as a mail client shows it. */
export function BroadcastPreview({ preview, companyName }: { preview: Preview; companyName: string }) {
  if (preview.channel === "sms") {
    return (
      <div className="grid gap-3" data-testid="broadcast-preview">
        <div className="max-w-sm rounded-2xl rounded-bl-sm bg-muted px-4 py-3 text-sm whitespace-pre-wrap">
          {preview.text}
        </div>
        <p className="text-xs text-muted-foreground">
          {preview.characters} characters · {preview.encoding} · {preview.segments}{" "}
          {preview.segments === 1 ? "segment" : "segments"} a message
        </p>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-lg border" data-testid="broadcast-preview">
      <div className="grid gap-0.5 border-b bg-muted/50 px-4 py-2 text-sm">
        <span>
          <span className="text-muted-foreground">From:</span> {companyName}
        </span>
        <span>
          <span className="text-muted-foreground">Subject:</span>{" "}
          <span className="font-medium">{preview.subject || "(no subject)"}</span>
        </span>
      </div>
      <pre className="px-4 py-3 font-sans text-sm whitespace-pre-wrap">{preview.text}</pre>
    </div>
  );
}
