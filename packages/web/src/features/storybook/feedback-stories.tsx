import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { State, Story } from "./story";

/** Dialogs (a confirmation, its failure), toasts, alerts and badges. */
export function FeedbackStories() {
  const [dialog, setDialog] = useState<"confirm" | "failed" | "proceed" | null>(null);
  return (
    <>
      <Story
        title="Dialogs"
        description="components/shared/confirm-dialog: asks before a destructive or final step."
      >
        <State label="Open">
          <Button variant="destructive" onClick={() => setDialog("confirm")}>
            Delete a product…
          </Button>
          <Button variant="outline" onClick={() => setDialog("failed")}>
            A refused delete…
          </Button>
          <Button variant="outline" onClick={() => setDialog("proceed")}>
            A final step…
          </Button>
        </State>
        <ConfirmDialog
          open={dialog !== null}
          onOpenChange={(open) => !open && setDialog(null)}
          title={dialog === "proceed" ? "Submit the audit?" : 'Delete the product "Blue Dream 3.5 g"?'}
          description={
            dialog === "proceed"
              ? "Counts are final once submitted."
              : "It is removed from the register at once."
          }
          confirmLabel={dialog === "proceed" ? "Submit" : "Delete"}
          kind={dialog === "proceed" ? "proceed" : "destructive"}
          pending={false}
          error={
            dialog === "failed"
              ? {
                  title: "The product was not deleted",
                  message: "This product is used by 3 open purchase orders.",
                }
              : null
          }
          onConfirm={() => {
            toast.success("Done (nothing was changed: this is the gallery)");
            setDialog(null);
          }}
        />
      </Story>
      <Story title="Toasts" description="The sonner toasts the app shows after an action.">
        <State label="Kinds">
          <Button variant="outline" onClick={() => toast.success('"Blue Dream" was saved')}>
            Success
          </Button>
          <Button
            variant="outline"
            onClick={() => toast.error("Something went wrong. Please try again later.")}
          >
            Error
          </Button>
          <Button variant="outline" onClick={() => toast.info("The register is offline; sales are kept.")}>
            Info
          </Button>
          <Button
            variant="outline"
            onClick={() => toast("Product deleted", { action: { label: "Undo", onClick: () => undefined } })}
          >
            With an action
          </Button>
        </State>
      </Story>
      <Story title="Alerts and badges" description="components/ui/alert and badge.">
        <div className="grid gap-4 md:grid-cols-2">
          <Alert>
            <AlertTitle>Heads up</AlertTitle>
            <AlertDescription>An informational alert.</AlertDescription>
          </Alert>
          <Alert variant="destructive">
            <AlertTitle>The product was not saved</AlertTitle>
            <AlertDescription>Name is required.</AlertDescription>
          </Alert>
        </div>
        <State label="Badges">
          <Badge>Default</Badge>
          <Badge variant="secondary">Secondary</Badge>
          <Badge variant="outline">Outline</Badge>
          <Badge variant="destructive">Destructive</Badge>
        </State>
      </Story>
    </>
  );
}
