import { keepPreviousData } from "@tanstack/react-query";
import { Megaphone, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  broadcastLimits,
  broadcastMessages,
  promotionRules,
  ZBroadcastInput,
  type AudienceInput,
} from "@pos/core/outreach/broadcast.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { AudienceFields, type FieldErrors } from "./audience-fields";
import { BroadcastPreview } from "./broadcast-preview";

type ComposerProps = { companyId: number; companyName: string; onSent: () => void };

const emptyContent = { subject: "", message: "" };

/** Compose: audience with its live count, message, the promotion rules, the preview; send after confirming. */
export function BroadcastComposer({ companyId, companyName, onSent }: ComposerProps) {
  const [audience, setAudience] = useState<AudienceInput>({ channel: "email" });
  const [content, setContent] = useState(emptyContent);
  const [confirming, setConfirming] = useState(false);
  const input = { companyId, audience, content };
  const parsed = ZBroadcastInput.safeParse(input);
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  const audienceValid = !Object.keys(errors).some((key) => key.startsWith("audience"));
  const settled = useDebouncedValue(input, 300);
  const settledValid = ZBroadcastInput.safeParse(settled).success;

  const locations = trpc.outreach.broadcasts.locations.useQuery({ companyId });
  const count = trpc.outreach.broadcasts.audienceCount.useQuery(
    { companyId, audience: settled.audience },
    { enabled: audienceValid, placeholderData: keepPreviousData },
  );
  const preview = trpc.outreach.broadcasts.preview.useQuery(settled, {
    enabled: settledValid,
    placeholderData: keepPreviousData,
  });
  const send = trpc.outreach.broadcasts.send.useMutation({
    onSuccess: () => {
      toast.success(broadcastMessages.queued);
      setContent(emptyContent);
      setConfirming(false);
      onSent();
    },
  });
  const isSms = audience.channel === "sms";
  const shown = parsed.success ? preview.data : undefined;
  const overQuota = shown && isSms && shown.smsLeft !== null && shown.smsNeeded > shown.smsLeft;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>New broadcast</CardTitle>
          <CardDescription>Choose who hears from you, then write the message.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <AudienceFields
            audience={audience}
            onChange={setAudience}
            locations={locations.data ?? []}
            errors={errors}
          />
          <p
            className="rounded-md bg-muted px-3 py-2 text-sm"
            aria-live="polite"
            data-testid="audience-count"
          >
            {count.data ? (
              <>
                <span className="font-semibold">{count.data.reachable}</span> of {count.data.matching}{" "}
                matching customers gave consent to {isSms ? "SMS" : "e-mail"}
              </>
            ) : (
              "Counting the audience…"
            )}
          </p>
          {!isSms && (
            <div className="grid gap-1.5">
              <Label htmlFor="broadcast-subject">Subject</Label>
              <Input
                id="broadcast-subject"
                maxLength={broadcastLimits.subject}
                value={content.subject}
                onChange={(event) => setContent({ ...content, subject: event.target.value })}
              />
              {content.message !== "" && errors["content.subject"] && (
                <p className="text-sm text-destructive">{errors["content.subject"]}</p>
              )}
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="broadcast-message">Message</Label>
            <Textarea
              id="broadcast-message"
              rows={5}
              maxLength={broadcastLimits.message}
              value={content.message}
              onChange={(event) => setContent({ ...content, message: event.target.value })}
            />
            <p className="text-xs text-muted-foreground">
              {content.message.length} / {broadcastLimits.message} characters
            </p>
          </div>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Alert>
          <Megaphone aria-hidden />
          <AlertTitle>Cannabis promotion rules</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              {promotionRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
        <Card>
          <CardHeader>
            <CardTitle>Preview</CardTitle>
            <CardDescription>Exactly what each customer receives.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {shown ? (
              <>
                <BroadcastPreview preview={shown} companyName={companyName} />
                <p className="text-sm" data-testid="broadcast-cost">
                  {shown.recipients} {shown.recipients === 1 ? "recipient" : "recipients"}
                  {isSms &&
                    (shown.smsLeft === null
                      ? ` · ${broadcastMessages.smsNotEnabled}`
                      : ` · ${shown.smsNeeded} SMS of ${shown.smsLeft} left`)}
                </p>
                {overQuota && (
                  <p className="text-sm text-destructive">
                    {broadcastMessages.overQuota(shown.smsNeeded, shown.smsLeft ?? 0)}
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Write a message to see the preview.</p>
            )}
            <Button
              disabled={
                !parsed.success || !shown || shown.recipients === 0 || Boolean(overQuota) || send.isPending
              }
              onClick={() => setConfirming(true)}
            >
              <Send aria-hidden />
              Send broadcast
            </Button>
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          send.reset();
          setConfirming(open);
        }}
        title="Send this broadcast?"
        description={`It goes to ${shown?.recipients ?? 0} customers who gave consent. It cannot be recalled.`}
        confirmLabel="Send now"
        pending={send.isPending}
        kind="proceed"
        error={send.error ? { title: "The broadcast was not sent", message: errorMessage(send.error) } : null}
        onConfirm={() => send.mutate(input)}
      />
    </div>
  );
}
