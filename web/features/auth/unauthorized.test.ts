import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { rememberUser } from "../../lib/remembered-user";
import { readUserItem, writeUserItem } from "../../lib/user-storage";
import { openNewJob, useNewJob } from "../jobs/new-job-store";
import { handleUnauthorized } from "./unauthorized";

vi.mock("../../components/ui/toast-store", () => ({ toast: vi.fn() }));

describe("handleUnauthorized", () => {
  it("wipes the user's stored data and unsent drafts, then signs in again after half a second", () => {
    vi.useFakeTimers();
    rememberUser({ id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null });
    writeUserItem("clients", JSON.stringify(["Acme"]));
    localStorage.setItem("wrappilot-theme", "dark");
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
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith("/api/login?intent=resume");
    vi.useRealTimers();
  });
});
