import { CircleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { fieldId, problemText, type Problem } from "./problems";

/** Names what stops the save; each message focuses its field when the form has one. */
export function ProblemSummary({ problems }: { problems: readonly Problem[] }) {
  if (problems.length === 0) return null;
  const focus = (path: string) => {
    const element = document.getElementById(fieldId(path));
    element?.scrollIntoView({ block: "center" });
    element?.focus();
  };
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden />
      <AlertTitle>
        {problems.length === 1 ? "1 problem stops" : `${problems.length} problems stop`} this product from
        being saved
      </AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {problems.map((problem) => (
            <li key={`${problem.path}:${problem.message}`}>
              <button
                type="button"
                className="text-left underline-offset-2 hover:underline"
                onClick={() => focus(problem.path)}
              >
                {problemText(problem)}
              </button>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
