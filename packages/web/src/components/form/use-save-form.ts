import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { placeServerError, type FieldOfMessage } from "./server-errors";
import { useUnsavedChanges } from "./unsaved-changes";

type SaveFormOptions<TValues extends FieldValues, TFields, TSaved> = {
  /** Saves the valid fields; what it throws is shown on a field or over the whole form. */
  save: (fields: TFields) => Promise<TSaved>;
  onSaved?: (saved: TSaved) => void;
  /** The server's input names that stand for a form field: a validation issue on one is shown on its field. */
  fieldOfInput?: Readonly<Record<string, Path<TValues>>>;
  /** Known messages without a path (conflicts) that belong on a field. */
  fieldOfMessage?: FieldOfMessage<Path<TValues>>;
  /** Ask before leaving the page with unsaved changes (a page form; a dialog passes false). */
  guardUnsaved?: boolean;
};

/**
 * The submit handler of a form that saves to the server: a failed save's message goes onto the field it names,
 * or into `formError` above the form; a successful one releases the unsaved-changes guard before `onSaved`.
 */
export function useSaveForm<TValues extends FieldValues, TFields, TSaved>(
  form: UseFormReturn<TValues, unknown, TFields>,
  {
    save,
    onSaved,
    fieldOfInput = {},
    fieldOfMessage = {},
    guardUnsaved = true,
  }: SaveFormOptions<TValues, TFields, TSaved>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  const { blocker, release } = useUnsavedChanges(guardUnsaved && isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (fields) => {
    setFormError(null);
    try {
      const saved = await save(fields);
      release();
      onSaved?.(saved);
    } catch (error) {
      const placed = placeServerError(error, fieldOfInput, fieldOfMessage);
      if (placed.field) form.setError(placed.field, { message: placed.message }, { shouldFocus: true });
      else setFormError(placed.message);
    }
  });

  return { submit, formError, blocker };
}
