import { LayoutGrid, List } from "lucide-react";
import type { JobListScope } from "../../../shared/schemas/job";
import type { JobFilter } from "../../api/jobs";
import { cn } from "../../lib/cn";

const FILTERS: { value: JobFilter["status"]; label: string }[] = [
  { value: "all", label: "All Jobs" },
  { value: "in_progress", label: "In Progress" },
  { value: "complete", label: "Complete" },
];

const SCOPES: { value: JobListScope; label: string }[] = [
  { value: "mine", label: "My Jobs" },
  { value: "team", label: "Team" },
];

export type JobLayout = "grid" | "list";

const segment = "flex min-h-11 items-center justify-center gap-2 rounded-md px-3 font-semibold text-muted-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm";

type ToolbarProps = {
  status: JobFilter["status"];
  onStatus: (status: JobFilter["status"]) => void;
  /** Offered to a team's owner and admins: their own jobs, or their members' (read only). */
  scope: JobListScope | null;
  onScope: (scope: JobListScope) => void;
  layout: JobLayout;
  onLayout: (layout: JobLayout) => void;
};

export function JobToolbar({ status, onStatus, scope, onScope, layout, onLayout }: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {scope ? (
        <div role="group" aria-label="Whose jobs" className="flex rounded-lg bg-muted p-1">
          {SCOPES.map((choice) => (
            <button key={choice.value} type="button" aria-pressed={scope === choice.value} onClick={() => onScope(choice.value)} className={segment}>
              {choice.label}
            </button>
          ))}
        </div>
      ) : null}
      <div role="group" aria-label="Filter by status" className="flex rounded-lg bg-muted p-1">
        {FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={status === filter.value}
            onClick={() => onStatus(filter.value)}
            className={segment}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Layout" className="flex rounded-lg bg-muted p-1">
        {(
          [
            ["grid", "Grid view", LayoutGrid],
            ["list", "List view", List],
          ] as const
        ).map(([value, label, Icon]) => (
          <button
            key={value}
            type="button"
            aria-label={label}
            aria-pressed={layout === value}
            onClick={() => onLayout(value)}
            className={cn(segment, "w-11 px-0")}
          >
            <Icon aria-hidden className="h-5 w-5" />
          </button>
        ))}
      </div>
    </div>
  );
}
