import { Users } from "lucide-react";
import { EmptyState } from "../components/ui/empty-state";

export default function TeamPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Team</h1>
      <EmptyState
        icon={Users}
        title="Team management isn't available yet"
        description="Inviting installers and sharing jobs with them arrives in a later update."
      />
    </div>
  );
}
