import { useState } from "react";
import { cn } from "../lib/cn";
import { useSingleFlight } from "../lib/use-single-flight";
import { Button } from "./ui/button";
import { Select } from "./ui/select";

type SelectThenApplyProps<Value extends string, Option extends Value> = {
  /** The value as it stands (the server's, or one being sent); it may be one the options do not offer (an owner's role). */
  value: Value;
  options: readonly { value: Option; label: string }[];
  selectLabel: string;
  applyText: string;
  applyLabel: string;
  /** While a change is being sent: the select waits and the button does nothing. */
  busy?: boolean;
  /** Resolves true once the pick is applied, false when it was not (and the caller said why): the pick then stays. */
  onApply: (picked: Option) => Promise<boolean>;
  className?: string;
  selectClassName?: string;
};

/**
 * A select whose pick changes nothing until its button is pressed: arrow keys on a closed select report each option
 * they pass as a change (Chromium on Windows and Linux), so every option passed on the way would otherwise be applied.
 * A pick made over a value that has changed since (someone else's edit landing) no longer counts.
 */
export function SelectThenApply<Value extends string, Option extends Value>({
  value,
  options,
  selectLabel,
  applyText,
  applyLabel,
  busy = false,
  onApply,
  className,
  selectClassName,
}: SelectThenApplyProps<Value, Option>) {
  /** The option picked and the value that stood then. */
  const [pick, setPick] = useState<{ value: Option; over: Value } | null>(null);
  const pending = pick && pick.over === value ? pick.value : null;
  const idle = !pending || busy;
  const apply = useSingleFlight(async (picked: Option) => {
    if (await onApply(picked)) setPick(null);
  });

  return (
    <form
      className={cn("flex min-w-0 flex-wrap items-center gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending && !busy) void apply(pending);
      }}
    >
      <div className={cn("min-w-32 flex-1", selectClassName)}>
        <Select
          aria-label={selectLabel}
          value={pending ?? value}
          disabled={busy}
          onChange={(event) => {
            const picked = options.find((option) => option.value === event.target.value)?.value;
            setPick(picked === undefined || picked === value ? null : { value: picked, over: value });
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <Button
        type="submit"
        variant="outline"
        aria-label={applyLabel}
        aria-disabled={idle || undefined}
        aria-busy={busy || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        {applyText}
      </Button>
    </form>
  );
}
