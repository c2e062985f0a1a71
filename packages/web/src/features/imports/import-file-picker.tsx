import { Download, Upload } from "lucide-react";
import { useId, useState } from "react";
import { importLimits } from "@pos/core/imports/import-files.schema";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

const accept = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Idle: choose one CSV or XLSX file (at most 25 MB); products also offer the lenient character mode. */
export function ImportFilePicker({
  hint,
  sample,
  busy,
  withLenient,
  onPick,
}: {
  hint: string;
  /** A sample file to start from (with a few deliberate mistakes the preview points out). */
  sample: string | null;
  busy: boolean;
  withLenient: boolean;
  onPick: (file: File, lenient: boolean) => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [lenient, setLenient] = useState(false);
  const tooLarge = file !== null && file.size > importLimits.maxBytes;
  return (
    <div className="grid gap-4 rounded-lg border border-dashed p-6">
      <div className="grid gap-1">
        <Label htmlFor={inputId}>CSV or Excel file</Label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-1.5 file:text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="text-sm text-muted-foreground">{hint} At most 25 MB and 100,000 rows.</p>
        {sample && (
          <a
            href={sample}
            download
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Download className="size-4" aria-hidden />
            Download a sample file
          </a>
        )}
        {tooLarge && (
          <p className="text-sm text-destructive">
            The file is larger than 25 MB. Split it into smaller files.
          </p>
        )}
      </div>
      {withLenient && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${inputId}-lenient`}
            checked={lenient}
            onCheckedChange={(value) => setLenient(value === true)}
          />
          <Label htmlFor={`${inputId}-lenient`} className="font-normal">
            Lenient mode: allow accented letters (characters up to 0xFF) in product names
          </Label>
        </div>
      )}
      <Button
        className="w-fit"
        disabled={!file || tooLarge || busy}
        onClick={() => file && onPick(file, lenient)}
      >
        <Upload aria-hidden />
        {busy ? "Uploading…" : "Upload and preview"}
      </Button>
    </div>
  );
}
