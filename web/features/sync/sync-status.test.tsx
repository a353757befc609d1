import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { writesSaved } from "../../api/writes-kept";
import { clearToasts } from "../../components/ui/toast-store";
import { renderPage } from "../../test/render";
import { syncNote } from "../feedback/sync-note";
import { SyncStatus } from "./sync-status";

const SAVED = "Saved on this device. It will sync when the signal is back.";

afterEach(() => {
  act(() => writesSaved(true, 0));
  clearToasts();
});

describe("changes the device would not store", () => {
  it("are not called saved on this device, and the first refusal says so over the toast that did", async () => {
    renderPage(<SyncStatus />);
    expect(syncNote({ queued: true })).toEqual({ description: SAVED });
    act(() => writesSaved(false, 1));
    expect(await screen.findByText("Not saved on this device")).toBeTruthy();
    expect(screen.getByText("This device would not store your unsynced changes (its storage may be full). Keep the app open until they sync.")).toBeTruthy();
    expect(syncNote({ queued: true })).toEqual({ description: "Not saved on this device: keep the app open until it syncs." });
    act(() => clearToasts());
    act(() => writesSaved(false, 2));
    expect(screen.queryByText("Not saved on this device"), "told once, not at every save").toBeNull();
  });

  it("are kept again once the device stores them, or once none wait", () => {
    writesSaved(false, 1);
    writesSaved(true, 1);
    expect(syncNote({ queued: true })).toEqual({ description: SAVED });
    writesSaved(false, 1);
    writesSaved(false, 0);
    expect(syncNote({ queued: true })).toEqual({ description: SAVED });
    expect(syncNote({ queued: false, data: null })).toEqual({});
  });
});
