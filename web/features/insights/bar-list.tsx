import { cn } from "../../lib/cn";

export type BarRow = { key: string; label: string; value: number; text: string; barClass?: string };

/** Horizontal bars drawn with plain elements: the words and numbers are the text alternative themselves. */
export function BarList({ label, rows }: { label: string; rows: BarRow[] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li key={row.key} className="space-y-1">
          <div className="flex flex-wrap justify-between gap-x-3 text-sm">
            <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{row.label}</span>
            <span className="ml-auto tabular-nums text-muted-foreground">{row.text}</span>
          </div>
          <div aria-hidden className="h-2.5 overflow-hidden rounded-full bg-muted">
            <div className={cn("h-full rounded-full", row.barClass ?? "bg-primary")} style={{ width: `${(row.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
