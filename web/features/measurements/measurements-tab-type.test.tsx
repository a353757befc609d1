import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { measurementKeys } from "../../api/measurements";
import { accountAnswer } from "../../test/account-fixture";
import { makeJob } from "../../test/job-fixture";
import { makeMeasurement } from "../../test/measurement-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { MeasurementsTab } from "./measurements-tab";

describe("the Measurements tab's job type", () => {
  it("stays on the type it showed when the newest measurement is deleted, rather than jumping to an older one's", async () => {
    const hood = makeMeasurement({ id: "m1", jobType: "vehicle", panel: "hood", createdAt: "2026-11-20T10:00:00.000Z" });
    const side = makeMeasurement({ id: "m2", jobType: "trailer", panel: "passenger_side", createdAt: "2026-11-20T10:01:00.000Z" });
    const roof = makeMeasurement({ id: "m3", jobType: "vehicle", panel: "roof", createdAt: "2026-11-20T10:02:00.000Z" });
    recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? accountAnswer("in") : jsonResponse([hood, side, roof])));
    const { queryClient } = renderPage(<MeasurementsTab job={makeJob({ id: "j1", createdAt: "2026-11-20T10:00:00.000Z" })} />);
    expect(await screen.findByRole("heading", { name: "Vehicle measurements" })).toBeTruthy();
    await act(async () => void queryClient.setQueryData(measurementKeys.list("j1"), [hood, side]));
    await waitFor(() => expect(screen.queryByRole("heading", { name: /^Roof/ })).toBeNull());
    expect(screen.getByRole("heading", { name: "Vehicle measurements" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Trailer measurements" })).toBeNull();
  });
});
