import { useQueryClient } from "@tanstack/react-query";
import type { RouteComponentProps } from "wouter";
import { lazyPage } from "../../lib/lazy-page";
import { JOB_TAB_PANELS, jobTabOf } from "./job-tab-panels";

const JobDetailPage = lazyPage(() => import("./job-detail-page"));

function preload() {
  JobDetailPage.preload();
  JOB_TAB_PANELS[jobTabOf(window.location.hash)].preload();
}

/**
 * A job's page. The code that asks for its data, and the open tab's code, are requested while this renders,
 * beside the page's own code, so a phone's few connections do not queue them one behind another.
 */
function JobPage({ params }: RouteComponentProps<{ id: string }>) {
  const client = useQueryClient();
  void import("./job-page-data").then((data) => data.prefetchJobPage(client, params.id, window.location.hash), () => undefined);
  preload();
  return <JobDetailPage />;
}

export const JobRoute = Object.assign(JobPage, { preload });
