import { describe, expect, it } from "vitest";
import { makeJob } from "../test/job-fixture";
import { jsonResponse, recordFetch } from "../test/render";
import { jobMutationKeys } from "./job-mutations";
import { createQueryClient } from "./query-client";
import { teamKeys } from "./team-keys";

function withTeamShares() {
  const queryClient = createQueryClient({ onUnauthorized: () => {} });
  queryClient.setQueryData(teamKeys.shares(), [{ id: "share-1", jobId: "j1", jobTitle: "Van wrap for Acme" }]);
  const run = (mutationKey: readonly unknown[], variables: unknown) => queryClient.getMutationCache().build(queryClient, { mutationKey }).execute(variables);
  return { run, sharesStale: () => queryClient.getQueryState(teamKeys.shares())?.isInvalidated };
}

describe("job writes and the team's shared jobs", () => {
  it("reads the shared jobs again once a job is deleted, so no card is left for it", async () => {
    recordFetch(() => new Response(null, { status: 204 }));
    const { run, sharesStale } = withTeamShares();
    await run(jobMutationKeys.delete, { id: "j1", idempotencyKey: "k1" });
    expect(sharesStale()).toBe(true);
  });

  it("reads the shared jobs again once a job's name or client is saved, so their titles follow", async () => {
    recordFetch(() => jsonResponse(makeJob({ id: "j1", jobName: "Box truck", clientName: "Bayside", createdAt: "2026-11-01T10:00:00.000Z" })));
    const { run, sharesStale } = withTeamShares();
    await run(jobMutationKeys.update, { id: "j1", idempotencyKey: "k1", patch: { jobName: "Box truck", clientName: "Bayside" }, base: { jobName: "Van wrap", clientName: "Acme" } });
    expect(sharesStale()).toBe(true);
  });
});
