import { Building2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { CompanyChoice } from "./sign-in-destination";

type CompanyChooserProps = {
  email: string;
  companies: CompanyChoice[];
  onSelect: (companyId: number) => void;
  onCancel: () => void;
  cancelling: boolean;
};

export function CompanyChooser({ email, companies, onSelect, onCancel, cancelling }: CompanyChooserProps) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{email}</span> has access to {companies.length}{" "}
        companies.
      </p>
      <div className="grid gap-2">
        <Label htmlFor="company-choice">Company</Label>
        <Select onValueChange={(value) => onSelect(Number(value))}>
          <SelectTrigger id="company-choice" className="w-full" autoFocus>
            <SelectValue placeholder="Select a company" />
          </SelectTrigger>
          <SelectContent>
            {companies.map((company) => (
              <SelectItem key={company.id} value={String(company.id)}>
                <Building2 aria-hidden />
                {company.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="button" variant="outline" onClick={onCancel} disabled={cancelling}>
        Cancel
      </Button>
    </div>
  );
}
