import { formatArea } from "../../../shared/domain/area-text";
import { useMetric } from "../../api/account-query";
import { type StatusTone, JOB_STATUS_OPTIONS, jobStatusDisplay } from "../../../shared/domain/job-status";
import type { InsightFigures } from "../../../shared/schemas/insights";
import { BarList } from "./bar-list";
import { ChartCard } from "./chart-card";
import { countOf } from "../../lib/format";
import { daysText, percentText } from "./figure-text";
import { VinylCard } from "./vinyl-card";

const BAR_TONES: Record<StatusTone, string> = {
  gray: "bg-slate-500 dark:bg-slate-400",
  orange: "bg-orange-500 dark:bg-orange-400",
  green: "bg-green-600 dark:bg-green-400",
  blue: "bg-sky-600 dark:bg-sky-400",
  red: "bg-red-600 dark:bg-red-400",
};

export function PerformanceTab({ figures }: { figures: InsightFigures }) {
  const metricShop = useMetric();
  const share = (count: number) => (figures.jobs ? Math.round((count / figures.jobs) * 100) : 0);
  const metrics = [
    { label: "Total Square Feet", value: formatArea(figures.squareFeet, metricShop), detail: `On ${figures.jobsWithArea} of ${countOf(figures.jobs, "job")} with an area` },
    { label: "Completion Rate", value: percentText(figures.completionRate), detail: "Completed out of the jobs created in this period" },
    {
      label: "Avg. Project Duration",
      value: daysText(figures.avgProjectDays),
      detail: "From creation to completion, or to today while still open; cancelled jobs left out",
    },
    {
      label: "Client Retention",
      value: percentText(figures.clientRetention),
      detail: `${figures.returningClients} of ${countOf(figures.uniqueClients, "client")} ${figures.uniqueClients === 1 ? "has" : "have"} more than one job`,
    },
  ];
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <ChartCard title="Job Status Distribution" note="Where this period's jobs stand now.">
        {figures.jobs ? (
          <BarList
            label="Jobs by status"
            rows={JOB_STATUS_OPTIONS.map(({ value, label }) => ({
              key: value,
              label,
              value: figures.statusCounts[value],
              text: `${figures.statusCounts[value]} · ${share(figures.statusCounts[value])}%`,
              barClass: BAR_TONES[jobStatusDisplay(value).tone],
            }))}
          />
        ) : (
          <p className="text-muted-foreground">No jobs were created in this period.</p>
        )}
      </ChartCard>
      <ChartCard title="Key Metrics">
        <dl className="divide-y divide-border">
          {metrics.map((metric) => (
            <div key={metric.label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <dt className="font-semibold">{metric.label}</dt>
              <dd className="text-xl font-bold tabular-nums">{metric.value}</dd>
              <dd className="w-full text-sm text-muted-foreground">{metric.detail}</dd>
            </div>
          ))}
        </dl>
      </ChartCard>
      <VinylCard vinyl={figures.vinyl} completed={figures.completedInPeriod} />
    </div>
  );
}
