import { FileDown } from "lucide-react";
import { useState } from "react";
import { Button } from "../components/ui/button";
import { saveFile } from "../lib/save-file";
import { useSingleFlight } from "../lib/use-single-flight";
import { SharedError, fetchSharedReport } from "./share-page-api";

/** The shared job as a PDF report: what this page shows, made on the server, then downloaded or shared. */
export function DownloadReportButton({ token, metric }: { token: string; metric: boolean }) {
  const [making, setMaking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = useSingleFlight(async () => {
    setMaking(true);
    setFailure(null);
    try {
      const { blob, fileName } = await fetchSharedReport(token, metric);
      await saveFile(blob, fileName);
    } catch (error) {
      setFailure(error instanceof SharedError && error.message ? error.message : "The PDF couldn't be made. Please try again.");
    } finally {
      setMaking(false);
    }
  });
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => void download()} disabled={making} aria-busy={making} className="w-full sm:w-auto">
        <FileDown aria-hidden className="h-5 w-5" />
        {making ? "Making PDF…" : "Download PDF"}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
