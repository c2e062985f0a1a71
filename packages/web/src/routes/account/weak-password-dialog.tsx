import { identityMessages } from "@pos/core/auth/identity-messages";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

type WeakPasswordDialogProps = { open: boolean; busy: boolean; onReset: () => void; onSignOut: () => void };

/** The weak-password prompt (dashboard.md 4): reset the password now, or sign out (also on Escape). */
export function WeakPasswordDialog({ open, busy, onReset, onSignOut }: WeakPasswordDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onSignOut()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{identityMessages.weakPassword}</AlertDialogTitle>
          <AlertDialogDescription>
            Your password no longer meets the password requirements. Reset it now to keep using your account,
            or sign out.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Sign out</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              onReset();
            }}
          >
            Reset password
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
