import { UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { CartCustomer } from "@/features/cart/cart-state";
import { CustomerSearchBox } from "@/features/customers/customer-search-box";
import { errorMessage, isNetworkError } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { offlineAttachBlock, searchOfflineCustomers } from "../offline/offline-customers";
import { isOffline, useRegisterOffline } from "../offline/register-offline-context";
import { posCustomerPaths } from "../customers/pos-customer-paths";

type CustomerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (customer: CartCustomer) => void;
};

/** Finds a customer and attaches them to the sale, unless the register may not (e.g. under the legal age). */
export function CustomerDialog({ open, onOpenChange, onPick }: CustomerDialogProps) {
  const [query, setQuery] = useState("");
  const [blocked, setBlocked] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const offline = isOffline(useRegisterOffline().connection);
  const results = trpc.customers.pos.search.useQuery(
    { searchQuery: query, offset: 0, limit: 20 },
    { enabled: open && query !== "" && !offline },
  );
  const [checking, setChecking] = useState<string | null>(null);
  // Offline (or no answer): the minimal customer list the register keeps; loyalty is settled when the sale syncs.
  const local = offline || (results.error !== null && isNetworkError(results.error));
  const cached = local ? (utils.offline.registerData.getData({ customersSince: null })?.customers ?? []) : [];

  function pickCached(customerId: string) {
    const customer = cached.find((item) => item.id === customerId);
    const company = utils.device.getCurrent.getData()?.company;
    if (!customer || !company) return;
    const reason = offlineAttachBlock(customer, company, new Date());
    if (reason) return setBlocked(reason);
    onPick({ id: customer.id, name: customer.name, loyaltyPoints: customer.loyaltyPoints });
    onOpenChange(false);
    setQuery("");
  }

  async function pick(customerId: string) {
    if (local) return pickCached(customerId);
    setChecking(customerId);
    setBlocked(null);
    try {
      const customer = await utils.customers.pos.get.fetch({ customerId });
      if (customer.attachBlockedReason) {
        setBlocked(customer.attachBlockedReason);
        return;
      }
      onPick({ id: customer.id, name: customer.name, loyaltyPoints: customer.loyaltyPoints });
      onOpenChange(false);
      setQuery("");
    } catch (error) {
      setBlocked(errorMessage(error));
    } finally {
      setChecking(null);
    }
  }

  const items = local ? searchOfflineCustomers(cached, query) : (results.data?.items ?? []);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add customer</DialogTitle>
          <DialogDescription>
            {local
              ? "Offline: searching the customers saved on this register by name, phone or e-mail."
              : "Search by name, phone, e-mail or card id."}
          </DialogDescription>
        </DialogHeader>
        <CustomerSearchBox onSearch={setQuery} touch />
        {blocked && (
          <Alert variant="destructive">
            <AlertDescription>{blocked}</AlertDescription>
          </Alert>
        )}
        <div className="max-h-80 min-h-32 overflow-y-auto">
          {query === "" ? (
            <p className="py-8 text-center text-sm text-muted-foreground">Type to find a customer.</p>
          ) : !local && results.isLoading ? (
            <div className="grid gap-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : !local && results.error ? (
            <p className="py-8 text-center text-sm text-destructive">{errorMessage(results.error)}</p>
          ) : items.length === 0 ? (
            <div className="grid justify-items-center gap-2 py-8 text-sm text-muted-foreground">
              <p>No customer matches “{query}”.</p>
              <Button variant="outline" asChild>
                <Link to={posCustomerPaths.addCustomer}>Add a new customer</Link>
              </Button>
            </div>
          ) : (
            <ul className="grid gap-1" aria-label="Customers found">
              {items.map((customer) => (
                <li key={customer.id}>
                  <Button
                    variant="ghost"
                    className="h-14 w-full justify-start gap-3 text-left"
                    disabled={checking !== null}
                    onClick={() => void pick(customer.id)}
                  >
                    <UserRound aria-hidden />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{customer.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {[customer.phone, customer.email].filter(Boolean).join(" · ") || "No contact details"}
                      </span>
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {customer.loyaltyPoints.toLocaleString("en-US")} pts
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
