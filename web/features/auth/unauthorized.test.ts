import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("../../components/ui/toast-store", () => ({ toast: vi.fn() }));

/** Fresh modules per test: a page handles its first 401 only, then leaves. */
const load = async () => ({
  ...(await import("../../lib/remembered-user")),
  ...(await import("../../lib/user-storage")),
  ...(await import("../jobs/new-job-store")),
  ...(await import("./unauthorized")),
});

const ana = { id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null };

describe("handleUnauthorized", () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });

  it("wipes the user's stored data and unsent drafts, then signs in again after half a second", async () => {
    const { rememberUser, writeUserItem, readUserItem, visitorKey, useNewJob, openNewJob, handleUnauthorized } = await load();
    vi.useFakeTimers();
    rememberUser(ana);
    writeUserItem("clients", JSON.stringify(["Acme"]));
    localStorage.setItem("wrappilot-theme", "dark");
    localStorage.setItem(visitorKey("invite-codes"), JSON.stringify({ i1: "c1" }));
    const newJob = renderHook(() => useNewJob());
    act(() => openNewJob());
    expect(newJob.result.current.open).toBe(true);
    const navigate = vi.fn();
    act(() => handleUnauthorized(navigate));
    expect(newJob.result.current.open).toBe(false);
    expect(localStorage.getItem("wrappilot:session:user")).toBeNull();
    expect(localStorage.getItem("wrappilot:user:u1:clients")).toBeNull();
    expect(readUserItem("clients")).toBeNull();
    expect(localStorage.getItem("wrappilot-theme")).toBe("dark");
    expect(localStorage.getItem(visitorKey("invite-codes")), "an invite link's code, for the sign-in that follows").toBe(JSON.stringify({ i1: "c1" }));
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith("/api/login?intent=resume");
    vi.useRealTimers();
  });

  it("on a page left open as one user after another signed in on the device, removes only the page's user's values", async () => {
    const { rememberUser, writeUserItem, setStorageUser, handleUnauthorized } = await load();
    vi.useFakeTimers();
    rememberUser(ana);
    writeUserItem("clients", JSON.stringify(["Acme"]));
    rememberUser({ ...ana, id: "u2", username: "ben" });
    writeUserItem("clients", JSON.stringify(["Bolt Fleet"]));
    setStorageUser("u1");
    const navigate = vi.fn();
    handleUnauthorized(navigate);
    expect(localStorage.getItem("wrappilot:user:u1:clients")).toBeNull();
    expect(localStorage.getItem("wrappilot:user:u2:clients")).toBe(JSON.stringify(["Bolt Fleet"]));
    expect(JSON.parse(localStorage.getItem("wrappilot:session:user") ?? "null")).toMatchObject({ id: "u2" });
    vi.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledWith("/api/login?intent=resume");
    vi.useRealTimers();
  });

  it("signs in again back to the page the user was on", async () => {
    const { handleUnauthorized } = await load();
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/jobs/j1?from=card#photos");
    const navigate = vi.fn();
    handleUnauthorized(navigate);
    vi.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledWith(`/api/login?intent=resume&returnTo=${encodeURIComponent("/jobs/j1?from=card#photos")}`);
    window.history.replaceState(null, "", "/");
    vi.useRealTimers();
  });
});
