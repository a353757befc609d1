import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeJob } from "../test/job-fixture";
import { jobMatchesSearch } from "./job-search-match";
import { localJobList } from "./local-job-list";
import { useSearchMatch } from "./search-match";

const jose = makeJob({ id: "j1", clientName: "José Álvarez", vehicleMake: "Ford", vehicleModel: "Transit", createdAt: "2026-11-01T10:00:00.000Z" });
const dana = makeJob({ id: "j2", clientName: "Dana Wraps", vehicleMake: "Tesla", vehicleModel: "Model 3", createdAt: "2026-11-02T10:00:00.000Z" });

describe("the dashboard's list without signal", () => {
  it.each([["jose"], ["JOSÉ"], ["transit alvarez"], ["ford  JOSE"]])("finds a job by %j as the server would: any order of words, with or without accents", (search) => {
    expect(localJobList([jose, dana], { status: "all", search }, jobMatchesSearch).map((job) => job.id)).toEqual(["j1"]);
  });

  it("lists every job, newest first, without a search, and none when a word matches nothing", () => {
    expect(localJobList([jose, dana], { status: "all", search: "  " }, null).map((job) => job.id)).toEqual(["j2", "j1"]);
    expect(localJobList([jose, dana], { status: "all", search: "jose tesla" }, jobMatchesSearch)).toEqual([]);
  });

  it("shows nothing for a search until its matching has loaded, rather than every job", () => {
    expect(localJobList([jose, dana], { status: "all", search: "jose" }, null)).toEqual([]);
  });
});

describe("a search's matching", () => {
  it("is not loaded with the dashboard, and re-renders its lists once a typed search has loaded it", async () => {
    const { result, rerender } = renderHook(({ search }) => useSearchMatch(search), { initialProps: { search: "" } });
    expect(result.current).toBeNull();
    rerender({ search: "alvarez" });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(localJobList([jose, dana], { status: "all", search: "alvarez" }, result.current).map((job) => job.id)).toEqual(["j1"]);
  });

  it("is asked for again as the search changes when its load failed (the signal went as it was fetched)", async () => {
    const load = vi.fn<() => Promise<{ jobMatchesSearch: typeof jobMatchesSearch }>>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue({ jobMatchesSearch });
    const { result, rerender } = renderHook(({ search }) => useSearchMatch(search, load), { initialProps: { search: "alv" } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender({ search: "alva" });
    await waitFor(() => expect(result.current).toBe(jobMatchesSearch));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
