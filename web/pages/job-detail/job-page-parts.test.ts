import { describe, expect, it } from "vitest";
import { JOB_TAB_NAMES } from "../../../shared/job-tabs";
import { JOB_TAB_PANELS, JOB_TABS, jobTabOf } from "./job-page-parts";

describe("job page parts", () => {
  it("reads the tab from the address's hash, with or without the #, and opens on the overview otherwise", () => {
    expect(jobTabOf("#measurements")).toBe("measurements");
    expect(jobTabOf("backup")).toBe("backup");
    expect(jobTabOf("")).toBe("overview");
    expect(jobTabOf("#Measurements")).toBe("overview");
    expect(jobTabOf("#constructor")).toBe("overview");
  });

  it("has a label and a panel for every tab", () => {
    expect(JOB_TABS.map((tab) => tab.value)).toEqual([...JOB_TAB_NAMES]);
    expect(Object.keys(JOB_TAB_PANELS).sort()).toEqual(JOB_TABS.map((tab) => tab.value).sort());
  });
});
