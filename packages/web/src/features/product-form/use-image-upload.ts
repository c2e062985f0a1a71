import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { imageFileProblem, type imageTypes } from "./images";

/**
 * Uploads chosen files straight to storage through presigned URLs, one after the other so that they keep the
 * order chosen; each stored key is handed to `onUploaded`.
 */
export function useImageUpload(companyId: number, onUploaded: (key: string) => void) {
  const presign = trpc.company.presignUpload.useMutation();
  const [uploading, setUploading] = useState(0);

  const uploadOne = async (file: File) => {
    const { key, url } = await presign.mutateAsync({
      companyId,
      fileName: file.name,
      contentType: file.type as (typeof imageTypes)[number],
    });
    const response = await fetch(url, { method: "PUT", body: file, headers: { "Content-Type": file.type } });
    if (!response.ok) throw new Error(`The storage answered ${response.status}.`);
    return key;
  };

  const upload = async (files: readonly File[]) => {
    const accepted = files.filter((file) => {
      const problem = imageFileProblem(file);
      if (problem) toast.error(problem);
      return problem === null;
    });
    setUploading((count) => count + accepted.length);
    for (const file of accepted) {
      try {
        onUploaded(await uploadOne(file));
      } catch (error) {
        toast.error(`${file.name} was not uploaded`, { description: errorMessage(error) });
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return { uploading, upload };
}
