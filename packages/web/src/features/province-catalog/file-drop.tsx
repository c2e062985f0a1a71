import { FileSpreadsheet, Upload } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import { cn } from "@/lib/utils";

type FileDropProps = {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
};

/** One .csv or .xlsx file, dropped or picked. */
export function FileDrop({ file, onFile, disabled = false }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors",
        over ? "border-primary bg-primary/5" : "border-muted-foreground/25 hover:bg-muted/50",
        disabled && "pointer-events-none opacity-60",
      )}
    >
      {file ? (
        <FileSpreadsheet className="size-8 text-primary" aria-hidden />
      ) : (
        <Upload className="size-8 text-muted-foreground" aria-hidden />
      )}
      <span className="font-medium">{file ? file.name : "Drop a file here or click to choose one"}</span>
      <span className="text-sm text-muted-foreground">.csv or .xlsx, one file</span>
      <input
        id={id}
        type="file"
        accept=".csv,.xlsx"
        className="sr-only"
        aria-label="Catalogue file"
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onFile(picked);
          event.target.value = "";
        }}
      />
    </label>
  );
}
