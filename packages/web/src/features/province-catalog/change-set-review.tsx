import { useState } from "react";
import { toast } from "sonner";
import {
  catalogueMessages,
  provinceLabels,
  type CatalogueImportView,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ChangeSetList } from "./change-set-list";
import { RowProblems } from "./row-problems";

type ChangeSetReviewProps = { upload: CatalogueImportView; onClosed: () => void };

/** Review a change set, then save it in chunks of 200 (with progress) or cancel it. */
export function ChangeSetReview({ upload, onClosed }: ChangeSetReviewProps) {
  const saveChunk = trpc.provinceCatalog.provinceProducts.saveChunk.useMutation();
  const cancel = trpc.provinceCatalog.provinceProducts.cancel.useMutation();
  const utils = trpc.useUtils();
  const [saved, setSaved] = useState(upload.savedChunks.length);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = saveChunk.isPending;

  async function confirm() {
    setFailure(null);
    try {
      for (let chunk = 0; chunk < upload.chunks; chunk += 1) {
        if (upload.savedChunks.includes(chunk)) continue;
        const view = await saveChunk.mutateAsync({ importId: upload.importId, chunk });
        setSaved(view.savedChunks.length);
      }
      toast.success(catalogueMessages.changeSetSaved);
      await utils.provinceCatalog.provinceProducts.search.invalidate();
      onClosed();
    } catch (error) {
      setFailure(serverMessageOr(error, "There was an error"));
    }
  }

  async function drop() {
    try {
      await cancel.mutateAsync({ importId: upload.importId });
      onClosed();
    } catch (error) {
      setFailure(serverMessageOr(error, "There was an error"));
    }
  }

  const percent = upload.chunks === 0 ? 0 : Math.round((saved / upload.chunks) * 100);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change set: {provinceLabels[upload.province]}</CardTitle>
        <CardDescription>
          {upload.fileName}: {upload.adds.toLocaleString("en-CA")} to add,{" "}
          {upload.updates.toLocaleString("en-CA")} to update, {upload.unchanged.toLocaleString("en-CA")}{" "}
          unchanged, {upload.skipped.toLocaleString("en-CA")} rows skipped.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failure && (
          <Alert variant="destructive">
            <AlertTitle>The change set was not saved</AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <RowProblems problems={upload.problems} skipped={upload.skipped} />
        <Tabs defaultValue={upload.adds > 0 || upload.updates === 0 ? "add" : "update"}>
          <TabsList>
            <TabsTrigger value="add">Products to add ({upload.adds.toLocaleString("en-CA")})</TabsTrigger>
            <TabsTrigger value="update">
              Updated products ({upload.updates.toLocaleString("en-CA")})
            </TabsTrigger>
          </TabsList>
          <TabsContent value="add">
            <ChangeSetList importId={upload.importId} part="productsToAdd" total={upload.adds} />
          </TabsContent>
          <TabsContent value="update">
            <ChangeSetList importId={upload.importId} part="updatedProducts" total={upload.updates} />
          </TabsContent>
        </Tabs>
        {saving && (
          <div className="grid gap-1" aria-live="polite">
            <div
              className="h-2 overflow-hidden rounded bg-muted"
              role="progressbar"
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label="Saving"
            >
              <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">
              Saving part {Math.min(saved + 1, upload.chunks)} of {upload.chunks}…
            </p>
          </div>
        )}
      </CardContent>
      <CardFooter className="justify-end gap-2">
        <Button variant="outline" onClick={() => void drop()} disabled={saving || cancel.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={saving || upload.chunks === 0}>
          {saving && <Spinner />}
          {upload.chunks === 0 ? "Nothing to save" : "Confirm"}
        </Button>
      </CardFooter>
    </Card>
  );
}
