import { toast } from "../../components/ui/toast-store";
import { jobPath } from "../../lib/routes";

export async function copyJobLink(jobId: string) {
  const url = `${window.location.origin}${jobPath(jobId)}`;
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Job link copied to clipboard!" });
  } catch {
    toast({ title: "Couldn't copy the link", description: url, variant: "destructive" });
  }
}
