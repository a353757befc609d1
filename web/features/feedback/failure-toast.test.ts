import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/http";
import { toast } from "../../components/ui/toast-store";
import { NO_CONNECTION, conflictDescription, toastFailure } from "./failure-toast";

vi.mock("../../components/ui/toast-store", () => ({ toast: vi.fn() }));

const description = () => vi.mocked(toast).mock.lastCall?.[0].description;

describe("toastFailure", () => {
  it("says the server's message, a lost connection, or the fallback", () => {
    toastFailure("Error saving measurement", new ApiError(400, JSON.stringify({ message: "width: Width must be greater than 0" }), "Bad Request", "width: Width must be greater than 0"));
    expect(description()).toBe("width: Width must be greater than 0");
    toastFailure("Error saving measurement", new ApiError(503, "", "Service Unavailable"));
    expect(description()).toBe("Please try again.");
    toastFailure("Error saving measurement", new TypeError("Failed to fetch"));
    expect(description()).toBe(NO_CONNECTION);
    toastFailure("Login failed", new Error("boom"), { fallback: "Please check your credentials and try again." });
    expect(vi.mocked(toast).mock.lastCall?.[0]).toEqual({ title: "Login failed", description: "Please check your credentials and try again.", variant: "destructive" });
  });

  it("gives a refused form's message in its own words, without the field paths the server starts each part with", () => {
    const body = { message: "body: Write something first; measurement.width: Width must be greater than 0", code: "validation_failed" as const, requestId: "r1" };
    toastFailure("Note not added", new ApiError(400, JSON.stringify(body), "Bad Request", body.message, body));
    expect(description()).toBe("Write something first; Width must be greater than 0");
  });

  it("names the fields someone else changed when an edit clashes", () => {
    const body = { message: "Changed meanwhile", code: "edit_conflict" as const, requestId: "r1", fields: ["width"], current: {} };
    toastFailure("Error saving measurement", new ApiError(409, JSON.stringify(body), "Conflict", body.message, body), { fieldLabels: { width: "Width" } });
    expect(vi.mocked(toast).mock.lastCall?.[0]).toEqual({
      title: "Error saving measurement",
      description: "Someone else changed Width meanwhile. Check the new value and save again.",
      variant: "destructive",
    });
  });
});

describe("conflictDescription", () => {
  it("lists several fields by their labels", () => {
    const labels = { width: "Width", height: "Height", notes: "Notes" };
    expect(conflictDescription(["width", "height"], labels)).toBe("Someone else changed Width and Height meanwhile. Check the new values and save again.");
    expect(conflictDescription(["width", "height", "notes"], labels)).toBe("Someone else changed Width, Height and Notes meanwhile. Check the new values and save again.");
    expect(conflictDescription([])).toBe("Someone else changed this meanwhile. Check the new values and save again.");
  });
});
