import type { RowProblem } from "@pos/core/province-catalog/catalogue-product.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

const listed = 20;

/** The rows the worker skipped, each with its reason. */
export function RowProblems({ problems, skipped }: { problems: RowProblem[]; skipped: number }) {
  if (skipped === 0) return null;
  return (
    <Alert>
      <AlertTitle>
        {skipped.toLocaleString("en-CA")} {skipped === 1 ? "row was" : "rows were"} skipped
      </AlertTitle>
      <AlertDescription>
        <ul className="grid gap-0.5">
          {problems.slice(0, listed).map((problem) => (
            <li key={problem.row}>
              Row {problem.row}: {problem.message}
            </li>
          ))}
          {skipped > listed && <li>and {(skipped - listed).toLocaleString("en-CA")} more</li>}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
