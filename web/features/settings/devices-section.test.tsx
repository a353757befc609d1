import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatTimeline } from "../../lib/date-text";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { DevicesSection } from "./devices-section";

const session = (id: string, lastUsedAt: string, current = false) => ({
  id,
  current,
  device: "Safari on iPhone",
  country: null,
  countryName: null,
  lastUsedAt,
  createdAt: "2026-11-20T10:00:00.000Z",
});

describe("DevicesSection", () => {
  it("names each Sign out by its device and when it was last active, so two iPhones are told apart", async () => {
    const morning = "2026-11-30T08:15:00.000Z";
    const evening = "2026-11-30T19:40:00.000Z";
    recordFetch(() => jsonResponse([session("s0", evening, true), session("s1", morning), session("s2", evening)]));
    renderPage(<DevicesSection />);
    expect(await screen.findByRole("button", { name: `Sign out Safari on iPhone, last active ${formatTimeline(morning)}` })).toBeTruthy();
    expect(screen.getByRole("button", { name: `Sign out Safari on iPhone, last active ${formatTimeline(evening)}` })).toBeTruthy();
  });

  it("signs a device out once however fast its Sign out is tapped twice", async () => {
    const morning = "2026-11-30T08:15:00.000Z";
    let answer: (response: Response) => void = () => {};
    const calls = recordFetch((request) =>
      request.method === "DELETE" ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse([session("s0", morning, true), session("s1", morning)]),
    );
    renderPage(<DevicesSection />);
    const button = await screen.findByRole("button", { name: `Sign out Safari on iPhone, last active ${formatTimeline(morning)}` });
    fireEvent.click(button);
    await act(() => Promise.resolve());
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1));
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByText("Safari on iPhone is signed out.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });
});
