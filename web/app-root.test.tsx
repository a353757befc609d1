import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppRoot } from "./app-root";
import { jsonResponse, recordFetch } from "./test/render";

function renderRoot(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppRoot />
    </Router>,
  );
  return location;
}

describe("AppRoot", () => {
  it("shows a visitor the landing page, and opens sign-in from it without asking who is signed in again", async () => {
    const calls = recordFetch(() => jsonResponse(null));
    const location = renderRoot("/");
    expect(await screen.findByRole("heading", { level: 1, name: /Every wrap job/ })).toBeTruthy();
    await userEvent.setup().click(screen.getAllByRole("link", { name: "Sign In" })[0]!);
    expect(location.history.at(-1)).toBe("/login");
    expect(await screen.findByRole("heading", { name: /Welcome back/ }, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((call) => call.url === "/api/auth/user")).toHaveLength(1);
  });

  it("opens a signed-out visitor's sign-in screen straight away", async () => {
    recordFetch(() => jsonResponse(null));
    renderRoot("/login");
    expect(await screen.findByRole("heading", { name: /Welcome back/ }, { timeout: 10_000 })).toBeTruthy();
  });

  it("says the server can't be reached, and asks again when told to", async () => {
    let reachable = false;
    const calls = recordFetch(() => (reachable ? jsonResponse(null) : Promise.reject(new TypeError("Failed to fetch"))));
    renderRoot("/");
    expect(await screen.findByRole("heading", { name: "Can't reach WrapPilot" })).toBeTruthy();
    reachable = true;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: /Every wrap job/ })).toBeTruthy();
    expect(calls.filter((call) => call.url === "/api/auth/user")).toHaveLength(2);
  });
});
