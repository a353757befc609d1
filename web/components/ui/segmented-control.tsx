import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

type SegmentedControlProps<T extends string> = {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  className?: string;
};

/** Native radios styled as large buttons: arrow keys move between them, and they are easy to hit in gloves. */
export function SegmentedControl<T extends string>({ name, legend, value, options, onChange, className }: SegmentedControlProps<T>) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className={cn("grid gap-1 rounded-lg border border-border bg-muted p-1", className)}>
        {options.map((option) => (
          <label key={option.value} className="relative flex">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
            />
            <span className="flex min-h-11 w-full cursor-pointer flex-col items-center justify-center rounded-md px-2 py-1 text-center text-sm font-semibold text-muted-foreground peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:shadow peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
