import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RouteComponentProps } from "wouter";
import { lazyPage } from "../../components/lazy-page";
import { JOB_TAB_PANELS, jobTabOf, loadJobPageParts } from "./job-page-parts";

const JobDetailPage = lazyPage(() => import("./job-detail-page"));

/** Set when the app starts on a job's page: its HTML then modulepreloads the page's other parts, to be run only when used. */
let startedHere = false;

function loadPageAndTab() {
  JobDetailPage.preload();
  JOB_TAB_PANELS[jobTabOf(window.location.hash)].preload();
}

function preload() {
  startedHere = true;
  loadPageAndTab();
}

/**
 * A job's page. The code that asks for its data, and the open tab's code, are requested while this renders,
 * beside the page's own code, so a phone's few connections do not queue them one behind another.
 */
function JobPage({ params }: RouteComponentProps<{ id: string }>) {
  const client = useQueryClient();
  void import("./job-page-data").then((data) => data.prefetchJobPage(client, params.id, window.location.hash), () => undefined);
  loadPageAndTab();
  useEffect(() => {
    if (!startedHere) loadJobPageParts();
  }, []);
  return <JobDetailPage />;
}

export const JobRoute = Object.assign(JobPage, { preload });
