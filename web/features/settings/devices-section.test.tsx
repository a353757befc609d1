import { screen } from "@testing-library/react";
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
});
