import type { LucideIcon } from "lucide-react";
import { EmptyState } from "../../components/ui/empty-state";

export function UpcomingTab({ icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
  return <EmptyState icon={icon} title={title} description={description} />;
}
