import { formatArea } from "../../../shared/domain/area-text";
import { useMetric } from "../../api/account-query";
import { VEHICLE_TYPE_LABELS } from "../../../shared/domain/vehicle-types";
import type { InsightFigures } from "../../../shared/schemas/insights";
import { BarChart } from "./bar-chart";
import { BarList } from "./bar-list";
import { ChartCard } from "./chart-card";
import { countOf } from "../../lib/format";
import { WEEKDAY_LABELS, busiestWeekdays, createdAndCompleted } from "./series";

const jobsAndArea = (row: { jobs: number; squareFeet: number }, metric: boolean) => `${countOf(row.jobs, "job")} · ${formatArea(row.squareFeet, metric)}`;

const areaNote = (jobs: number) =>
  jobs === 0 ? "No job in this period has an area yet." : `Over the ${jobs === 1 ? "one job" : countOf(jobs, "job")} with an area in this period.`;

export function AnalyticsTab({ figures }: { figures: InsightFigures }) {
  const metric = useMetric();
  const busiest = busiestWeekdays(figures.weekdays);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <ChartCard title="Vehicles by Make" note="This period's jobs and their area, by the make on the job.">
        {figures.byMake.length ? (
          <BarList label="Jobs by vehicle make" rows={figures.byMake.map((row) => ({ key: row.make, label: row.make, value: row.jobs, text: jobsAndArea(row, metric) }))} />
        ) : (
          <p className="text-muted-foreground">No vehicle makes are recorded on this period's jobs.</p>
        )}
      </ChartCard>
      <ChartCard title="Vehicles by Type" note="Known from the model (F-150 is a truck, Transit a van).">
        {figures.byType.length ? (
          <BarList
            label="Jobs by vehicle type"
            rows={figures.byType.map((row) => ({ key: row.type, label: VEHICLE_TYPE_LABELS[row.type], value: row.jobs, text: jobsAndArea(row, metric) }))}
          />
        ) : (
          <p className="text-muted-foreground">No jobs were created in this period.</p>
        )}
      </ChartCard>
      <ChartCard title="Average Area per Job">
        <p className="text-3xl font-bold tabular-nums">{formatArea(figures.avgSquareFeetPerJob, metric)}</p>
        <p className="text-sm text-muted-foreground">
          {areaNote(figures.jobsWithArea)}
        </p>
      </ChartCard>
      <ChartCard title="Busiest Weekdays" note={busiest ? `Most work lands on ${busiest}.` : "Nothing was created or completed in this period."}>
        <BarChart title="Jobs created and completed by weekday" categoryLabel="Weekday" categories={WEEKDAY_LABELS} series={createdAndCompleted(figures.weekdays)} />
      </ChartCard>
      <ChartCard title="Top Clients" note="By jobs in this period, then by area.">
        {figures.topClients.length ? (
          <BarList label="Top clients" rows={figures.topClients.map((row) => ({ key: row.name, label: row.name, value: row.jobs, text: jobsAndArea(row, metric) }))} />
        ) : (
          <p className="text-muted-foreground">No clients in this period.</p>
        )}
      </ChartCard>
    </div>
  );
}
