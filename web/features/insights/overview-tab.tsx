import { CheckCircle2, Clock, Users, Wrench } from "lucide-react";
import type { InsightFigures } from "../../../shared/schemas/insights";
import { countOf } from "../../lib/format";
import { formatCivilDay } from "../../lib/date-text";
import { BarChart } from "./bar-chart";
import { ChartCard } from "./chart-card";
import { daysText, percentText } from "./figure-text";
import { createdAndCompleted } from "./series";
import { StatCard } from "./stat-card";
import { formatNumber } from "../../../shared/domain/number-text";


/** What the average completion time is taken over: "Average of the 22 jobs…", which "Over 22 jobs…" read as more than 22. */
const completionDetail = (completed: number) =>
  completed === 0 ? "Nothing completed in this period" : completed === 1 ? "The one job completed in this period" : `Average of the ${countOf(completed, "job")} completed in this period`;

export function OverviewTab({ figures }: { figures: InsightFigures }) {
  const trend = figures.weeklyTrend;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon={Wrench} label="Total Jobs" value={formatNumber(figures.jobs)} detail={`${formatNumber(figures.inProgress)} in progress`} />
        <StatCard
          icon={CheckCircle2}
          label="Completion Rate"
          value={percentText(figures.completionRate)}
          detail={figures.jobs ? `${figures.completed} of ${countOf(figures.jobs, "job")} completed` : "No jobs in this period"}
        >
          {figures.completionRate === null ? null : (
            <div
              role="progressbar"
              aria-label="Completion rate"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={figures.completionRate}
              className="h-2.5 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-green-600 dark:bg-green-400" style={{ width: `${figures.completionRate}%` }} />
            </div>
          )}
        </StatCard>
        <StatCard
          icon={Clock}
          label="Avg. Completion Time"
          value={daysText(figures.avgCompletionDays)}
          detail={completionDetail(figures.completedInPeriod)}
        />
        <StatCard
          icon={Users}
          label="Unique Clients"
          value={formatNumber(figures.uniqueClients)}
          detail={figures.uniqueClients ? `${figures.returningClients} returning` : "No clients in this period"}
        />
      </div>
      <ChartCard title="Weekly Performance Trend" note="Jobs created and completed each week, Monday to Sunday, over the last 7 weeks.">
        <BarChart
          title="Jobs created and completed per week"
          categoryLabel="Week of"
          categories={trend.map((week) => formatCivilDay(week.weekStart))}
          series={createdAndCompleted(trend)}
        />
      </ChartCard>
    </div>
  );
}
