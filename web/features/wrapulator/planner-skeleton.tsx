/** Where the roll planner and estimates go while their code or the job's measurements and the shop's defaults load. */
export function PlannerSkeleton() {
  return <div role="status" aria-label="Loading the roll planner" className="h-72 animate-pulse rounded-xl bg-muted" />;
}
