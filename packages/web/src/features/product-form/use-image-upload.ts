import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { uploadToStorage } from "@/lib/upload";
import { imageFileProblem, type imageTypes } from "./images";

/**
 * Uploads chosen files straight to storage through signed upload forms, one after the other so that they keep the
 * order chosen; each stored key is handed to `onUploaded`.
 */
export function useImageUpload(companyId: number, onUploaded: (key: string) => void) {
  const presign = trpc.company.presignUpload.useMutation();
  const [uploading, setUploading] = useState(0);

  const uploadOne = async (file: File) => {
    const upload = await presign.mutateAsync({
      companyId,
      use: "productImage",
      fileName: file.name,
      contentType: file.type as (typeof imageTypes)[number],
    });
    await uploadToStorage(upload, file);
    return upload.key;
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
