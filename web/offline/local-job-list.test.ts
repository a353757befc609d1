import { describe, expect, it } from "vitest";
import { makeJob } from "../test/job-fixture";
import { localJobList } from "./local-job-list";

const jose = makeJob({ id: "j1", clientName: "José Álvarez", vehicleMake: "Ford", vehicleModel: "Transit", createdAt: "2026-11-01T10:00:00.000Z" });
const dana = makeJob({ id: "j2", clientName: "Dana Wraps", vehicleMake: "Tesla", vehicleModel: "Model 3", createdAt: "2026-11-02T10:00:00.000Z" });

describe("the dashboard's list without signal", () => {
  it.each([["jose"], ["JOSÉ"], ["transit alvarez"], ["ford  JOSE"]])("finds a job by %j as the server would: any order of words, with or without accents", (search) => {
    expect(localJobList([jose, dana], { status: "all", search }).map((job) => job.id)).toEqual(["j1"]);
  });

  it("lists every job, newest first, without a search, and none when a word matches nothing", () => {
    expect(localJobList([jose, dana], { status: "all", search: "  " }).map((job) => job.id)).toEqual(["j2", "j1"]);
    expect(localJobList([jose, dana], { status: "all", search: "jose tesla" })).toEqual([]);
  });
});
