/**
 * A search's matching of the jobs on the phone (the text folding the server's search does), loaded once the user types
 * a search: the dashboard's first screen, with no search, does without it. Typing starts it, well before the search
 * box's delay ends.
 */
import { useEffect, useState } from "react";
import type { SearchMatch } from "./local-job-list";

export const loadSearchMatch = () => import("./job-search-match");

/** The matching once a search wants it and it has loaded (null before), re-rendering when it arrives; a load that failed is tried again as the search changes. */
export function useSearchMatch(search: string, load: () => Promise<{ jobMatchesSearch: SearchMatch }> = loadSearchMatch): SearchMatch | null {
  const [match, setMatch] = useState<SearchMatch | null>(null);
  useEffect(() => {
    if (search.trim() && !match) void load().then((module) => setMatch(() => module.jobMatchesSearch), () => undefined);
  }, [search, match, load]);
  return match;
}
