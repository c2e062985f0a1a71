import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { normalizeProduct, productProblems } from "@pos/core/catalog/product-rules";
import type { ProductDraft } from "@pos/core/catalog/product.schema";
import { FormError } from "@/components/form/form-error";
import { UnsavedChangesDialog, useUnsavedChanges } from "@/components/form/unsaved-changes";
import { errorMessage } from "@/lib/errors";
import { CatalogueLayout } from "./catalogue-layout";
import { ConflictAlert } from "./conflict-alert";
import { ProblemContext } from "./field";
import type { CatalogueChoices } from "./organisation-section";
import { ProblemSummary } from "./problem-summary";
import { fieldId, saveFailure, valueAt, type Problem } from "./problems";
import { SaveBar } from "./save-bar";
import { useProductDraft } from "./use-product-draft";

export type ProductFormProps = {
  initial: ProductDraft;
  companyId: number;
  locations: readonly { id: string; name: string }[];
  choices: CatalogueChoices;
  submitLabel: string;
  cancelTo: string;
  /** Sends the normalized draft; answers the product as saved (its draft form). */
  save: (product: ProductDraft) => Promise<ProductDraft>;
  onSaved: (product: ProductDraft, release: () => void) => void;
  /** Loads the stored product again, dropping the edits (after a conflict). */
  reload?: () => Promise<ProductDraft>;
};

type ServerProblem = Problem & { value: string };

const failureId = "product-save-failure";

const isSaveKey = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s";

export function ProductForm(props: ProductFormProps) {
  const { draft, baseline, refusal, dirty, edit, load } = useProductDraft(props.initial);
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<ServerProblem[]>([]);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const { blocker, release } = useUnsavedChanges(dirty && !saving);
  // A second Ctrl+S before the first save has re-rendered must not send the product twice.
  const inFlight = useRef(false);

  const clientProblems = useMemo(() => (attempted ? productProblems(draft) : []), [attempted, draft]);
  const liveServerProblems = serverProblems.filter(
    (problem) => JSON.stringify(valueAt(draft, problem.path)) === problem.value,
  );
  const problems = [...clientProblems, ...liveServerProblems];
  const problemAt = (path: string) => problems.find((problem) => problem.path === path)?.message;

  const submit = async () => {
    if (inFlight.current) return;
    setAttempted(true);
    setFailure(null);
    setServerProblems([]);
    const found = productProblems(draft);
    if (found.length > 0) {
      focusProblem(found[0]?.path);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = await props.save(normalizeProduct(draft));
      load(saved);
      setAttempted(false);
      props.onSaved(saved, release);
    } catch (error) {
      const placed = saveFailure(error);
      setServerProblems(
        placed.problems.map((problem) => ({
          ...problem,
          value: JSON.stringify(valueAt(draft, problem.path)),
        })),
      );
      if (placed.formMessage) {
        setFailure({ message: placed.formMessage, conflict: placed.conflict });
        requestAnimationFrame(() => document.getElementById(failureId)?.scrollIntoView({ block: "center" }));
      }
      focusProblem(placed.problems[0]?.path);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const onSaveKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (!isSaveKey(event)) return;
    event.preventDefault();
    void submit();
  });
  useEffect(() => {
    window.addEventListener("keydown", onSaveKey);
    return () => window.removeEventListener("keydown", onSaveKey);
  }, []);

  // Barcode scanners end with Enter: it must not save the half-filled form.
  const keepEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === "Enter" && target.tagName === "INPUT") event.preventDefault();
  };

  return (
    <ProblemContext.Provider value={problemAt}>
      <form
        noValidate
        onKeyDown={keepEnter}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="grid gap-6"
      >
        <div id={failureId} className="empty:hidden">
          {failure?.conflict && props.reload ? (
            <ConflictAlert
              message={failure.message}
              onReload={async () => {
                try {
                  const fresh = await props.reload?.();
                  if (fresh) load(fresh);
                  setFailure(null);
                } catch (error) {
                  setFailure({ message: errorMessage(error), conflict: true });
                }
              }}
            />
          ) : (
            <FormError title="The product was not saved" message={failure?.message ?? refusal} />
          )}
        </div>
        <ProblemSummary problems={problems} />
        <CatalogueLayout
          draft={draft}
          edit={edit}
          companyId={props.companyId}
          locations={props.locations}
          choices={props.choices}
          savedBatchTracked={baseline.id !== null && baseline.isBatchTracked}
        />
        <SaveBar
          dirty={dirty}
          isNew={baseline.id === null}
          saving={saving}
          submitLabel={props.submitLabel}
          cancelTo={props.cancelTo}
        />
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </ProblemContext.Provider>
  );
}

function focusProblem(path: string | undefined) {
  if (!path) return;
  requestAnimationFrame(() => {
    const element = document.getElementById(fieldId(path));
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  });
}
