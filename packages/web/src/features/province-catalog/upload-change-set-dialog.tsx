import { Upload } from "lucide-react";
import { useState } from "react";
import {
  catalogueMessages,
  type CatalogueImportView,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { UploadForm } from "./upload-form";

/** admin.md 2: the Import change set button and its Upload Change Set modal, 620 wide. */
export function UploadChangeSetDialog({ onUploaded }: { onUploaded: (upload: CatalogueImportView) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden />
          Import change set
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-[620px]">
        <DialogHeader>
          <DialogTitle>Upload Change Set</DialogTitle>
          <DialogDescription>The global catalog of the province is updated from this file.</DialogDescription>
        </DialogHeader>
        <UploadForm
          area="globalCatalog"
          successMessage={catalogueMessages.globalUploaded}
          onUploaded={(upload) => {
            setOpen(false);
            onUploaded(upload);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
