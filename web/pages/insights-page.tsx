import { BarChart3 } from "lucide-react";
import { EmptyState } from "../components/ui/empty-state";

export default function InsightsPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Insights</h1>
      <EmptyState
        icon={BarChart3}
        title="No insights yet"
        description="Performance and activity insights appear here once jobs are tracked in the app."
      />
    </div>
  );
}
