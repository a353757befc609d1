import { type StatusTone, jobStatusDisplay } from "../../shared/domain/job-status";
import { cn } from "../lib/cn";

const TONES: Record<StatusTone, string> = {
  gray: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100",
  green: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  blue: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
};

export function StatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const { label, tone } = jobStatusDisplay(status);
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold", TONES[tone], className)}>
      {label}
    </span>
  );
}
