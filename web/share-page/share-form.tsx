import type { ReactNode } from "react";
import { Button } from "../components/ui/button";

/** The public page's forms, kept free of the signed-in app's form library to stay small. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-semibold">{label}</span>
      {children}
    </label>
  );
}

type ActionsProps = { problem: string | null; busy: boolean; submitLabel: string; busyLabel: string; onCancel: () => void };

export function FormActions({ problem, busy, submitLabel, busyLabel, onCancel }: ActionsProps) {
  return (
    <>
      {problem ? (
        <p role="alert" className="font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}

/** Holds a form's place while its code arrives, on a weak signal. */
export function FormLoading() {
  return <div role="status" aria-busy="true" aria-label="Loading the form" className="h-40 animate-pulse rounded-xl bg-muted" />;
}
