import { describe, expect, it } from "vitest";
import { loggedPath } from "./render-error";

describe("loggedPath", () => {
  it("leaves a share link's token out of the logs, and every other path as it is", () => {
    expect(loggedPath("/api/shared/Zm9vYmFyLXNlY3JldA/report.pdf")).toBe("/api/shared/…/report.pdf");
    expect(loggedPath("/shared/Zm9vYmFyLXNlY3JldA")).toBe("/shared/…");
    expect(loggedPath("/api/jobs/8f0c/measurements")).toBe("/api/jobs/8f0c/measurements");
  });
});
