/** The team's query keys, apart from its reads, so the writes that refresh team screens carry none of the team's code. */
export const teamKeys = {
  all: ["team"] as const,
  overview: () => ["team", "overview"] as const,
  received: () => ["team", "received"] as const,
  shares: () => ["team", "shared-jobs"] as const,
};
