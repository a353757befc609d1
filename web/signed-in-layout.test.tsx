import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "./lib/theme";
import { SignedInLayout } from "./signed-in-layout";
import { jsonResponse, recordFetch, renderPage } from "./test/render";

vi.mock("./features/sync/log-out-keeping-nothing", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

const user = { id: "u1", email: "dana@example.com", username: "dana", firstName: "Dana", lastName: "Reyes", profileImageUrl: null };

describe("SignedInLayout", () => {
  it("says why logging out did nothing when its code cannot be fetched, instead of failing silently", async () => {
    recordFetch(() => jsonResponse([]));
    renderPage(
      <ThemeProvider>
        <SignedInLayout user={user}>
          <h1>Jobs</h1>
        </SignedInLayout>
      </ThemeProvider>,
    );
    const person = userEvent.setup();
    await person.click(screen.getByRole("button", { name: "Account menu for Dana Reyes" }));
    await person.click(await screen.findByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByText("Couldn't log out")).toBeTruthy();
  });
});
