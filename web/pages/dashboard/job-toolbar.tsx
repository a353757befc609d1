import { LayoutGrid, List } from "lucide-react";
import type { JobFilter } from "../../api/jobs";
import { cn } from "../../lib/cn";

const FILTERS: { value: JobFilter["status"]; label: string }[] = [
  { value: "all", label: "All Jobs" },
  { value: "in_progress", label: "In Progress" },
  { value: "complete", label: "Complete" },
];

export type JobLayout = "grid" | "list";

const segment = "flex min-h-11 items-center justify-center gap-2 rounded-md px-3 font-semibold text-muted-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm";

type ToolbarProps = {
  status: JobFilter["status"];
  onStatus: (status: JobFilter["status"]) => void;
  layout: JobLayout;
  onLayout: (layout: JobLayout) => void;
};

export function JobToolbar({ status, onStatus, layout, onLayout }: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
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
