import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { VEHICLE_TEMPLATES } from "../../../shared/domain/vehicle-templates";
import { type Account, accountQuery } from "../../api/account-query";
import { createQueryClient } from "../../api/query-client";
import { VehicleTemplateLibrary } from "./vehicle-template-library";

/** The library for a shop whose settings are on the phone, measuring in `lengthUnit`. */
function renderLibrary(lengthUnit = "in") {
  const onSelect = vi.fn();
  const onOpenChange = vi.fn();
  const queryClient = createQueryClient({ onUnauthorized: () => {} });
  queryClient.setQueryData(accountQuery.queryKey, { preferences: { lengthUnit, rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } } as Account);
  const library = (open: boolean) => (
    <QueryClientProvider client={queryClient}>
      <VehicleTemplateLibrary open={open} onOpenChange={onOpenChange} onSelect={onSelect} />
    </QueryClientProvider>
  );
  const { rerender } = render(library(true));
  const reopen = () => {
    rerender(library(false));
    rerender(library(true));
  };
  return { onSelect, onOpenChange, reopen, user: userEvent.setup() };
}

const cards = () => within(screen.getByRole("listbox", { name: "Vehicle templates" })).getAllByRole("option");

const cardNames = () => cards().map((option) => within(option).getByRole("heading").textContent);

const accord = () => screen.getByRole("option", { name: "2022 Honda Accord" });

function statValue(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

function expectPicked(onSelect: ReturnType<typeof vi.fn>, onOpenChange: ReturnType<typeof vi.fn>) {
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: "honda-accord-2022", make: "Honda", model: "Accord" }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
}

describe("VehicleTemplateLibrary", () => {
  it("lists every template with its summary", () => {
    renderLibrary();

    expect(screen.getByRole("heading", { name: "Vehicle Template Library" })).toBeTruthy();
    expect(cards()).toHaveLength(VEHICLE_TEMPLATES.length);
    const card = accord();
    expect(card.getAttribute("aria-selected")).toBe("false");
    expect(within(card).getByText("Sedans")).toBeTruthy();
    expect(within(card).getByText('195.7" long')).toBeTruthy();
    expect(within(card).getByText("~104 sq ft")).toBeTruthy();
    expect(within(card).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Full Color Change", "Chrome Delete"]);
  });

  it("filters by search, category and make", async () => {
    const { user } = renderLibrary();
    const search = screen.getByRole("searchbox", { name: "Search templates" });

    await user.type(search, "sprinter high");
    expect(cardNames()).toEqual([
      '2024 Mercedes-Benz Sprinter 144" WB high roof',
      '2024 Mercedes-Benz Sprinter 170" WB high roof',
      '2024 Mercedes-Benz Sprinter 170" WB extended high roof',
    ]);

    await user.clear(search);
    await user.selectOptions(screen.getByLabelText("Category"), "SUVs");
    expect(cardNames()).toEqual(["2023 Toyota RAV4", "2023 Honda CR-V", "2023 Ford Explorer", "2023 Chevrolet Tahoe", "2023 Tesla Model Y"]);

    await user.selectOptions(screen.getByLabelText("Make"), "Honda");
    expect(cardNames()).toEqual(["2023 Honda CR-V"]);

    await user.selectOptions(screen.getByLabelText("Category"), "All Categories");
    expect(cardNames()).toEqual(["2022 Honda Accord", "2023 Honda Civic", "2023 Honda CR-V"]);

    await user.selectOptions(screen.getByLabelText("Make"), "All Makes");
    await user.selectOptions(screen.getByLabelText("Category"), "Box Trucks");
    expect(cardNames()).toEqual(["2024 Isuzu NPR-HD 16 ft box", "2024 Isuzu NPR-HD 20 ft box", "2024 Ford E-350 cutaway 16 ft box", "2024 Freightliner M2 106 26 ft box"]);
  });

  it("shows a message when nothing matches", async () => {
    const { user } = renderLibrary();

    await user.type(screen.getByRole("searchbox", { name: "Search templates" }), "delorean");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByText("No vehicles found matching your criteria")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(cards()).toHaveLength(VEHICLE_TEMPLATES.length);
  });

  it("shows the selected template's details and vinyl estimate", async () => {
    const { user } = renderLibrary();

    await user.click(accord());
    expect(accord().getAttribute("aria-selected")).toBe("true");
    const details = within(screen.getByRole("complementary", { name: "Template details" }));
    expect(details.getByRole("heading", { name: "2022 Honda Accord" })).toBeTruthy();
    expect(statValue("Wheelbase")).toBe('111.4"');
    expect(statValue("Hood and front")).toBe("18 sq ft");
    expect(details.getByText("Source: American Honda 2022 Accord Sedan specifications")).toBeTruthy();
    expect(statValue("Total")).toBe("104 sq ft");
    expect(details.getByText("Roof Wrap")).toBeTruthy();

    expect(details.getByRole("radio", { name: "Full wrap" })).toHaveProperty("checked", true);
    expect(statValue("Coverage area")).toBe("104 sq ft");
    expect(statValue("Waste")).toBe("10%");
    expect(statValue("Material needed")).toBe("114.4 sq ft");
    expect(statValue("Rolls needed")).toBe("1");
    expect(statValue("Efficiency")).toBe("90%");
    expect(statValue("Recommended roll")).toBe("60 in x 50 ft");

    await user.click(details.getByRole("radio", { name: "Partial wrap" }));
    expect(statValue("Coverage area")).toBe("62.4 sq ft");
  });

  it("selects with the keyboard", async () => {
    const { user } = renderLibrary();

    accord().focus();
    await user.keyboard("{Enter}");
    expect(accord().getAttribute("aria-selected")).toBe("true");

    const camry = screen.getByRole("option", { name: "2023 Toyota Camry" });
    camry.focus();
    await user.keyboard(" ");
    expect(camry.getAttribute("aria-selected")).toBe("true");
    expect(accord().getAttribute("aria-selected")).toBe("false");
  });

  it("is one Tab stop, the arrow keys, Home and End moving among the vehicles, and Tab going on past the list", async () => {
    const { user } = renderLibrary();
    const options = within(screen.getByRole("listbox", { name: "Vehicle templates" })).getAllByRole("option");
    expect(options.filter((option) => option.tabIndex === 0)).toEqual([options[0]]);
    options[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(options[1]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(options[0]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(options.at(-1));
    expect(options.filter((option) => option.tabIndex === 0)).toEqual([options.at(-1)]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(options[0]);
    await user.tab();
    expect(options).not.toContain(document.activeElement);
  });

  it("continues with the selected template", async () => {
    const { user, onSelect, onOpenChange } = renderLibrary();
    const continueButton = screen.getByRole("button", { name: "Select & Continue" });

    expect(continueButton).toHaveProperty("disabled", true);
    await user.click(accord());
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(continueButton);
    expectPicked(onSelect, onOpenChange);
  });

  it("picks on double click", async () => {
    const { user, onSelect, onOpenChange } = renderLibrary();

    await user.dblClick(accord());
    expectPicked(onSelect, onOpenChange);
  });

  it("picks with Quick Select", async () => {
    const { user, onSelect, onOpenChange } = renderLibrary();

    await user.click(within(accord().parentElement as HTMLElement).getByText("Quick Select"));
    expectPicked(onSelect, onOpenChange);
  });

  it("closes from Cancel", async () => {
    const { user, onSelect, onOpenChange } = renderLibrary();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("starts afresh when reopened", async () => {
    const { user, reopen } = renderLibrary();

    await user.type(screen.getByRole("searchbox", { name: "Search templates" }), "honda");
    await user.click(accord());
    reopen();

    expect(screen.getByRole("searchbox", { name: "Search templates" })).toHaveProperty("value", "");
    expect(cards()).toHaveLength(VEHICLE_TEMPLATES.length);
    expect(accord().getAttribute("aria-selected")).toBe("false");
    expect(screen.getByRole("button", { name: "Select & Continue" })).toHaveProperty("disabled", true);
  });
});

describe("VehicleTemplateLibrary with fleet vehicles", () => {
  it("shows a trailer's details without a wheelbase", async () => {
    const { user } = renderLibrary();

    await user.type(screen.getByRole("searchbox", { name: "Search templates" }), "6 x 12");
    await user.click(screen.getByRole("option", { name: "2024 Generic Enclosed Cargo Trailer 6 x 12 ft single axle" }));
    const details = within(screen.getByRole("complementary", { name: "Template details" }));
    expect(details.getByText("Trailers")).toBeTruthy();
    expect(details.queryByText("Wheelbase")).toBeNull();
    expect(statValue("Sides and doors")).toBe("175 sq ft");
  });
});

describe("VehicleTemplateLibrary for a metric shop", () => {
  it.each([
    ["cm", "497.1 cm"],
    ["m", "4.97 m"],
  ])("gives a shop measuring in %s the sizes in its unit, rolls in cm and m and square metres beside each area", async (unit, length) => {
    const { user } = renderLibrary(unit);
    expect(within(accord()).getByText(`${length} long`)).toBeTruthy();
    expect(within(accord()).getByText("Total wrap area").nextElementSibling?.textContent).toBe("~104 sq ft (9.66 m²)");
    await user.click(accord());
    const details = within(screen.getByRole("complementary", { name: "Template details" }));
    expect(details.getByText("Length").nextElementSibling?.textContent).toBe(length);
    expect(statValue("Total")).toBe("104 sq ft (9.66 m²)");
    expect(statValue("Material needed")).toBe("114.4 sq ft (10.63 m²)");
    expect(statValue("Recommended roll")).toBe("152.4 cm x 15.24 m");
    expect(screen.getByText("152.4 cm x 22.86 m rolls")).toBeTruthy();
  });
});
