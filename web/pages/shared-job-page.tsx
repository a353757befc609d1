import { Link2Off } from "lucide-react";
import { Logo } from "../components/logo";
import { EmptyState } from "../components/ui/empty-state";

export default function SharedJobPage() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-8 px-4 py-8">
      <Logo withTagline />
      <EmptyState
        icon={Link2Off}
        title="Shared job links aren't available yet"
        description="Client share links open here once job sharing is released. Ask your installer for an update."
      />
    </div>
  );
}
