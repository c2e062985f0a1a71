import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { adminUserMessages, type AdminUserRow } from "@pos/core/admin-users/admin-users.schema";
import { ZEmail } from "@pos/core/auth/auth.schema";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const ZForm = z.object({ email: ZEmail });
type Values = z.input<typeof ZForm>;

type Props = { user: AdminUserRow | null; onClose: () => void };

export function ChangeEmailDialog({ user, onClose }: Props) {
  const utils = trpc.useUtils();
  const change = trpc.adminUsers.changeEmail.useMutation();
  const form = useForm<Values, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    values: { email: user?.email ?? "" },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    if (!user) return;
    try {
      const saved = await change.mutateAsync({ userId: user.id, email });
      toast.success(adminUserMessages.updated(saved.email ?? email));
      await utils.adminUsers.search.invalidate();
      onClose();
    } catch (error) {
      const message = serverMessageOr(error, adminUserMessages.updateError);
      form.setError("email", { message }, { shouldFocus: true });
      toast.error(message);
    }
  });
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change e-mail</DialogTitle>
          <DialogDescription>
            {user?.name} signs in with the new e-mail from now on. Their password stays the same.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>E-mail</FormLabel>
                  <FormControl>
                    <Input
                      type="email"
                      inputMode="email"
                      autoComplete="off"
                      maxLength={254}
                      autoFocus
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting && <Spinner />}
                Save e-mail
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
