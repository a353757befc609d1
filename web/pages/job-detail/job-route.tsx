import { useQueryClient } from "@tanstack/react-query";
import type { RouteComponentProps } from "wouter";
import { lazyPage } from "../../lib/lazy-page";

const JobDetailPage = lazyPage(() => import("./job-detail-page"));

/**
 * A job's page. The code that asks for its data is requested while this renders, before the page's
 * own code, so a phone's few connections do not queue the data's requests behind the page's files.
 */
function JobPage({ params }: RouteComponentProps<{ id: string }>) {
  const client = useQueryClient();
  const hash = window.location.hash.slice(1);
  void import("./job-page-data").then((data) => data.prefetchJobPage(client, params.id, hash), () => undefined);
  return <JobDetailPage />;
}

export const JobRoute = Object.assign(JobPage, { preload: JobDetailPage.preload });
