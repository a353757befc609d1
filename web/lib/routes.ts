/** The app's own paths (not API URLs), so links, copied links and the Measure button agree. */
export const jobPath = (jobId: string, tab?: string) => `/jobs/${jobId}${tab ? `#${tab}` : ""}`;

export function jobIdInPath(path: string): string | null {
  return /^\/jobs\/([^/]+)$/.exec(path)?.[1] ?? null;
}

export const PRIVACY_PATH = "/privacy";
export const TERMS_PATH = "/terms";
export const SETTINGS_PATH = "/settings";
