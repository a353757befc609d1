import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dismissAllToasts, toast, useToasts } from "./toast-store";

describe("dismissAllToasts", () => {
  it("closes every open toast so a full-screen tool is not covered", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Photo uploaded successfully" });
    });
    expect(result.current.filter((item) => item.open)).toHaveLength(1);
    act(() => dismissAllToasts());
    expect(result.current.filter((item) => item.open)).toEqual([]);
  });
});
