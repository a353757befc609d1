import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { leaveReloadedLayerEntry, useBackCloses } from "./back-closes";

const layerKey = () => (history.state as Record<string, unknown> | null)?.wrappilotLayer;

describe("useBackCloses", () => {
  it("steps back past the entry of a layer closed under another, once that other closes, so one Back leaves the page", async () => {
    history.replaceState({ page: "job" }, "");
    const start = history.length;
    const under = renderHook(() => useBackCloses(() => true));
    const over = renderHook(() => useBackCloses(() => true));
    expect(history.length).toBe(start + 2);
    under.unmount();
    expect(layerKey(), "the layer on top keeps its entry").toBeDefined();
    over.unmount();
    await waitFor(() => expect(layerKey()).toBeUndefined());
    expect(history.state).toEqual({ page: "job" });
  });

  it("steps back past a layer's entry that a reload brought back with no layer open, so the first Back leaves the page", async () => {
    history.replaceState({ page: "dashboard" }, "");
    history.pushState({ page: "dashboard", wrappilotLayer: "from-before-the-reload" }, "");
    leaveReloadedLayerEntry();
    await waitFor(() => expect(layerKey()).toBeUndefined());
    expect(history.state).toEqual({ page: "dashboard" });
  });

  it("leaves the entry of a layer opened since", () => {
    history.replaceState({ page: "job" }, "");
    const layer = renderHook(() => useBackCloses(() => true));
    const open = layerKey();
    leaveReloadedLayerEntry();
    expect(layerKey()).toBe(open);
    layer.unmount();
  });
});
