import { useState } from "react";
import { toast } from "sonner";
import {
  catalogueMessages,
  extensionOf,
  type CatalogueImportView,
  type CatalogueProvince,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { FileDrop } from "./file-drop";
import { ProvincePicker } from "./province-picker";
import { useCatalogueUpload, type CatalogueArea } from "./use-catalogue-upload";

type UploadFormProps = {
  area: CatalogueArea;
  successMessage: string;
  onUploaded: (upload: CatalogueImportView) => void;
  disabled?: boolean;
};

/** Choose a province and one .csv or .xlsx file, then upload it (admin.md 4 and 5). */
export function UploadForm({ area, successMessage, onUploaded, disabled = false }: UploadFormProps) {
  const [province, setProvince] = useState<CatalogueProvince | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const { upload, busy } = useCatalogueUpload(area);

  async function submit() {
    if (!province) return void toast.error(catalogueMessages.selectProvince);
    if (!file) return void toast.error("Please choose a file");
    if (!extensionOf(file.name)) return void toast.error(catalogueMessages.invalidExtension);
    try {
      const started = await upload(province, file);
      toast.success(successMessage);
      setFile(null);
      onUploaded(started);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "An error occurred while uploading the file");
    }
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${area}-province`}>Province</Label>
        <ProvincePicker
          id={`${area}-province`}
          value={province}
          onChange={setProvince}
          className="w-full sm:w-80"
        />
      </div>
      <FileDrop file={file} onFile={setFile} disabled={busy || disabled} />
      <div className="flex justify-end">
        <Button onClick={() => void submit()} disabled={busy || disabled}>
          {busy && <Spinner />}
          Upload
        </Button>
      </div>
    </div>
  );
}
