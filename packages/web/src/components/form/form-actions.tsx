import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type FormActionsProps = {
  cancelTo: string;
  submitLabel: string;
  submitting: boolean;
  /** Larger buttons for the register's touch screen. */
  touch?: boolean;
};

/** The end of a page form: Cancel (back to where it came from) and the submit button, busy while saving. */
export function FormActions({ cancelTo, submitLabel, submitting, touch = false }: FormActionsProps) {
  const size = touch ? "lg" : "default";
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size={size} asChild>
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <Button type="submit" size={size} disabled={submitting}>
        {submitting && <Spinner label="Saving" />}
        {submitLabel}
      </Button>
    </div>
  );
}
