import { Megaphone } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { adminToasts, bannerMessageMaxLength } from "@pos/core/admin/company-admin.schema";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { MarkdownText } from "./markdown-text";

type BannerDrawerProps = { companyId: number; companyName: string; bannerMessage: string | undefined };

/** admin.md 2 "Banner message drawer (markdown allowed)": shown to the company's dashboard users. */
export function BannerDrawer({ companyId, companyName, bannerMessage }: BannerDrawerProps) {
  const utils = trpc.useUtils();
  const setBanner = trpc.adminCompanies.setBanner.useMutation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(bannerMessage ?? "");

  function openChange(next: boolean) {
    if (next) setText(bannerMessage ?? "");
    setOpen(next);
  }

  async function save() {
    try {
      const saved = await setBanner.mutateAsync({ companyId, bannerMessage: text });
      toast.success(saved.bannerMessage ? "Banner message saved" : "Banner message removed");
      await utils.adminCompanies.get.invalidate({ companyId });
      setOpen(false);
    } catch (error) {
      toast.error(adminErrorMessage(error, adminToasts.updateFailed));
    }
  }

  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm">
          <Megaphone aria-hidden />
          Banner Message
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Banner message</SheetTitle>
          <SheetDescription>
            Shown at the top of {companyName}'s dashboard. Markdown: **bold**, *italic*, [link](https://…).
            Leave it empty to remove the banner.
          </SheetDescription>
        </SheetHeader>
        <form
          className="grid flex-1 content-start gap-4 overflow-y-auto px-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          id="banner-form"
        >
          <div className="grid gap-2">
            <Label htmlFor="banner-message">Message</Label>
            <Textarea
              id="banner-message"
              rows={6}
              maxLength={bannerMessageMaxLength}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <p className="text-right text-xs text-muted-foreground tabular-nums">
              {text.length} / {bannerMessageMaxLength}
            </p>
          </div>
          <section aria-label="Preview" className="grid gap-2">
            <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Preview</h3>
            <div className="min-h-12 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm break-words text-amber-950">
              {text.trim() ? (
                <MarkdownText source={text.trim()} />
              ) : (
                <span className="text-muted-foreground">No banner</span>
              )}
            </div>
          </section>
        </form>
        <SheetFooter>
          <Button type="submit" form="banner-form" disabled={setBanner.isPending}>
            {setBanner.isPending && <Spinner />}
            Save banner
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
