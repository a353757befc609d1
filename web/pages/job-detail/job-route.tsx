import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RouteComponentProps } from "wouter";
import { lazyPage } from "../../components/lazy-page";
import { jobIdInPath } from "../../lib/routes";
import { JOB_TAB_PANELS, jobTabOf, loadJobPageParts } from "./job-page-parts";

const JobDetailPage = lazyPage(() => import("./job-detail-page"));

/** The path the app was opened at (the one its HTML was served for), wherever it has gone since. */
function startPath(): string {
  const opened = performance.getEntriesByType?.("navigation")[0]?.name;
  return opened ? new URL(opened).pathname : "";
}

/**
 * Whether the app started on a job's page (this module loads then, as the start's page): its HTML then holds the
 * page's other parts, which the page fetches once shown and runs only when used.
 */
const startedHere = jobIdInPath(startPath()) !== null;

function loadPageAndTab() {
  void JobDetailPage.preload();
  void JOB_TAB_PANELS[jobTabOf(window.location.hash)].preload();
}

if (startedHere) loadPageAndTab();

/**
 * A job's page. The code that asks for its data, and the open tab's code, are requested while this renders,
 * beside the page's own code, so a phone's few connections do not queue them one behind another.
 */
export default function JobRoute({ params }: RouteComponentProps<{ id: string }>) {
  const client = useQueryClient();
  void import("./job-page-data").then((data) => data.prefetchJobPage(client, params.id, window.location.hash), () => undefined);
  loadPageAndTab();
  useEffect(() => {
    if (!startedHere) loadJobPageParts();
  }, []);
  return <JobDetailPage />;
}
