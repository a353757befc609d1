/**
 * What a job's page shows first, asked for while the page's code is still loading: the job and the
 * open tab's data at once, rather than the job once the code has arrived and the tab's data once
 * the job has (three waits one after another on a slow signal).
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { accessAllows } from "../../../shared/domain/job-access";
import { accountQuery } from "../../api/account-query";
import { backupSettingsQuery, jobBackupsQuery } from "../../api/backups";
import { estimatesQuery } from "../../api/estimates";
import { filesQuery } from "../../api/files";
import { jobQuery } from "../../api/jobs";
import { measurementsQuery } from "../../api/measurements";
import { notesQuery } from "../../api/note-list";
import { photosQuery } from "../../api/photos";
import { qrSharesQuery } from "../../api/qr-shares";
import { voiceNotesQuery } from "../../api/voice-notes";
import { fetchFirstRows } from "../../features/photos/first-rows-first";
import { type JobTab, jobTabOf } from "./job-page-parts";

/** Like TanStack's usePrefetchQuery: what the cache already holds, or is fetching, is left alone. */
function prefetch<TData, TKey extends QueryKey>(client: QueryClient, options: FetchQueryOptions<TData, Error, TData, TKey>) {
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

const TAB_DATA: Record<JobTab, (client: QueryClient, jobId: string) => void> = {
  overview: (client, id) => {
    prefetch(client, photosQuery(id));
    prefetch(client, estimatesQuery(id));
    prefetch(client, accountQuery);
  },
  wrapulator: (client, id) => {
    prefetch(client, measurementsQuery(id));
    prefetch(client, estimatesQuery(id));
    prefetch(client, accountQuery);
  },
  photos: (client, id) => {
    if (client.getQueryState(photosQuery(id).queryKey)) return;
    void client
      .fetchQuery(photosQuery(id))
      .then((photos) => fetchFirstRows(photos.map((photo) => photo.thumbnailUrl)))
      .catch(() => undefined);
  },
  measurements: (client, id) => {
    prefetch(client, measurementsQuery(id));
    prefetch(client, accountQuery);
  },
  notes: (client, id) => {
    prefetch(client, notesQuery(id));
    prefetch(client, voiceNotesQuery(id));
  },
  files: (client, id) => prefetch(client, filesQuery(id)),
  // Share links and backups are for full access only: asked for once the job says the user has it.
  backup: (client, id) => {
    if (client.getQueryState(qrSharesQuery(id).queryKey)) return;
    void client.fetchQuery(jobQuery(id)).then(
      (job) => {
        if (!accessAllows(job.access.level, "full")) return;
        prefetch(client, qrSharesQuery(id));
        prefetch(client, jobBackupsQuery(id));
        prefetch(client, backupSettingsQuery);
      },
      () => undefined,
    );
  },
};

/** Starts fetching the job and what the tab named by `hash` (without the #) shows first. */
export function prefetchJobPage(client: QueryClient, jobId: string, hash: string) {
  prefetch(client, jobQuery(jobId));
  TAB_DATA[jobTabOf(hash)](client, jobId);
}
