import { FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";

export default function JobPage() {
  return (
    <EmptyState
      icon={FileQuestion}
      title="Job details aren't available yet"
      description="Job folders with measurements, photos and notes arrive with job tracking in the next update."
      action={
        <Link href="/" className={buttonClasses("primary")}>
          Back to jobs
        </Link>
      }
    />
  );
}
