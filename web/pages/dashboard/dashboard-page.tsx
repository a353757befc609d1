import { Plus } from "lucide-react";
import { Suspense, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";
import type { JobListScope } from "../../../shared/schemas/job";
import { useJobStatsView } from "../../api/job-list-views";
import { FIRST_JOB_FILTER, type JobFilter } from "../../api/jobs";
import { useDesignAnswers } from "../../api/design-answers";
import { useTeam } from "../../api/team";
import { Button } from "../../components/ui/button";
import { openNewJob } from "../../features/jobs/new-job-store";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useMediaQuery } from "../../lib/use-media-query";
import { JobResults } from "./job-results";
import { JobSearch } from "./job-search";
import { type JobLayout, JobToolbar } from "./job-toolbar";
import { jobPath } from "../../lib/routes";
import { lazyExport } from "../../components/lazy-page";
import { useFetchPartsOnceShown } from "../../lib/parts-once-shown";
import { loadSearchMatch } from "../../offline/search-match";

const ClientHistoryDialog = lazyExport(() => import("../../features/jobs/client-history-dialog"), "ClientHistoryDialog");
const SidePanel = lazyExport(() => import("./side-panel"), "SidePanel");
const DesignAnswers = lazyExport(() => import("../../features/files/design-answers"), "DesignAnswers");

/** Tailwind's `lg`: the side panel shows from here up, and a phone never runs or renders it. */
const WIDE_QUERY = "(min-width: 64rem)";

const LAYOUT_KEY = "wrappilot-job-layout";
const SEARCH_DELAY_MS = 250;

function storedLayout(): JobLayout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === "list" ? "list" : "grid";
  } catch {
    return "grid";
  }
}

export default function DashboardPage() {
  const [, navigate] = useLocation();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<JobFilter["status"]>(FIRST_JOB_FILTER.status);
  const [scope, setScope] = useState<JobListScope>(FIRST_JOB_FILTER.scope);
  const managesTeam = useTeam().data?.myRole;
  const offersTeam = managesTeam === "owner" || managesTeam === "admin";
  const [layout, setLayout] = useState<JobLayout>(storedLayout);
  const [historyClient, setHistoryClient] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const stats = useJobStatsView();
  const answers = useDesignAnswers().data;
  const wide = useMediaQuery(WIDE_QUERY);
  useFetchPartsOnceShown(true);
  useEffect(() => {
    if (search.trim()) void loadSearchMatch().catch(() => undefined);
  }, [search]);
  const filter = useMemo<JobFilter>(() => ({ status, search: debouncedSearch, scope: offersTeam ? scope : "mine" }), [status, debouncedSearch, offersTeam, scope]);

  const changeLayout = (next: JobLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      return;
    }
  };

  return (
    <div className="flex gap-6">
      {wide ? (
        <Suspense fallback={<div className="w-80 shrink-0" />}>
          <SidePanel search={search} onSearch={setSearch} />
        </Suspense>
      ) : null}
      <div className="min-w-0 flex-1 space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold">Job Dashboard</h1>
            <p className="text-muted-foreground">Manage your graphic installation projects</p>
          </div>
          <div className="hidden md:block">
            <Button onClick={openNewJob}>
              <Plus aria-hidden className="h-5 w-5" />
              New Job
            </Button>
          </div>
        </div>
        <div className="lg:hidden">
          <JobSearch id="dashboard-search" value={search} onChange={setSearch} />
        </div>
        {answers?.length ? (
          <Suspense fallback={null}>
            <DesignAnswers answers={answers} />
          </Suspense>
        ) : null}
        <JobToolbar status={status} onStatus={setStatus} scope={offersTeam ? scope : null} onScope={setScope} layout={layout} onLayout={changeLayout} />
        <JobResults
          filter={filter}
          layout={layout}
          hasAnyJobs={stats.data ? stats.data.total > 0 : undefined}
          onViewClientHistory={setHistoryClient}
        />
      </div>
      {historyClient ? (
        <Suspense fallback={null}>
          <ClientHistoryDialog
            clientName={historyClient}
            onOpenChange={(open) => !open && setHistoryClient(null)}
            onSelectJob={(jobId) => navigate(jobPath(jobId))}
            onLoadFailed={() => setHistoryClient(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
