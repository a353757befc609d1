import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAccount } from "../../test/account-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import type { Account } from "../../api/account-query";
import { ThemeProvider } from "../../lib/theme";
import { DefaultsSection } from "./defaults-section";

const metricShop = makeAccount({ preferences: { lengthUnit: "cm", rollWidth: 54, wastePercentage: 10, currency: null, laborRate: null } });
const renderSection = (account: Account) =>
  renderPage(
    <ThemeProvider>
      <DefaultsSection account={account} />
    </ThemeProvider>,
  );
const rollWidth = (unit: string) => screen.getByLabelText<HTMLInputElement>(`Default roll width (${unit})`);

describe("DefaultsSection", () => {
  it("gives a metric shop its default roll width in cm, and stores what it types in inches", async () => {
    const calls = recordFetch(() => jsonResponse(metricShop));
    renderSection(metricShop);
    const user = userEvent.setup();
    expect(rollWidth("cm").value).toBe("137.16");
    await user.clear(rollWidth("cm"));
    await user.type(rollWidth("cm"), "152");
    await user.click(screen.getByRole("button", { name: "Save defaults" }));
    await screen.findByText("Defaults saved");
    expect(calls.map(({ body }) => body)).toEqual([{ rollWidth: 59.84 }]);
  });

  it("names a metric shop's wrong roll width in cm, and sends nothing", async () => {
    const calls = recordFetch(() => jsonResponse(metricShop));
    renderSection(metricShop);
    const user = userEvent.setup();
    await user.clear(rollWidth("cm"));
    await user.type(rollWidth("cm"), "400");
    await user.click(screen.getByRole("button", { name: "Save defaults" }));
    expect(await screen.findByText("Roll width must be at most 304.8 cm")).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText("Length unit"), "in");
    expect(rollWidth("in").value).toBe("157.48");
    expect(screen.queryByText(/Roll width must be/), "a message about the cm typed goes with them").toBeNull();
  });

  it("moves the roll width into the unit picked beside it, typed or not", async () => {
    const inches = makeAccount();
    const calls = recordFetch(() => jsonResponse(inches));
    renderSection(inches);
    const user = userEvent.setup();
    expect(rollWidth("in").value).toBe("60");
    await user.selectOptions(screen.getByLabelText("Length unit"), "m");
    expect(rollWidth("cm").value).toBe("152.4");
    await user.clear(rollWidth("cm"));
    await user.type(rollWidth("cm"), "137.16");
    await user.selectOptions(screen.getByLabelText("Length unit"), "ft");
    expect(rollWidth("in").value).toBe("54");
    await user.selectOptions(screen.getByLabelText("Length unit"), "cm");
    await user.click(screen.getByRole("button", { name: "Save defaults" }));
    await screen.findByText("Defaults saved");
    expect(calls.map(({ body }) => body)).toEqual([{ lengthUnit: "cm", rollWidth: 54 }]);
  });
});
