import { jobSearchText, searchTextMatches } from "../../shared/domain/text-fold";
import type { Job } from "../../shared/schemas/job";

/** Whether a job's client, job name, vehicle and VIN hold every word of the search, as the server matches them. */
export const jobMatchesSearch = (job: Job, search: string) => searchTextMatches(jobSearchText(job), search);
