import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

type NoCustomerDialogProps = {
  open: boolean;
  onAddCustomer: () => void;
  onContinue: () => void;
  onCancel: () => void;
};

/** The register preference 'Show warning if no customer is attached to sale', asked before payment. */
export function NoCustomerDialog({ open, onAddCustomer, onContinue, onCancel }: NoCustomerDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>No customer is attached to this sale</AlertDialogTitle>
          <AlertDialogDescription>
            Add the customer so the sale counts toward their loyalty and history, or continue without one.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11">Back to cart</AlertDialogCancel>
          <Button variant="outline" className="h-11" onClick={onContinue}>
            Continue without customer
          </Button>
          <Button className="h-11" autoFocus onClick={onAddCustomer}>
            Add customer
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
