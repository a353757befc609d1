import { Briefcase, Plus } from "lucide-react";
import { EmptyState } from "../components/ui/empty-state";
import { Button } from "../components/ui/button";
import { notYetAvailable } from "../components/not-yet-available";

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Job Dashboard</h1>
          <p className="text-muted-foreground">Manage your graphic installation projects</p>
        </div>
        <Button className="hidden md:inline-flex" onClick={() => notYetAvailable("New jobs")}>
          <Plus aria-hidden className="h-5 w-5" />
          New Job
        </Button>
      </div>
      <EmptyState
        icon={Briefcase}
        title="No jobs yet"
        description="Job tracking is being built and arrives in the next update. Your account is ready for it."
      />
    </div>
  );
}
