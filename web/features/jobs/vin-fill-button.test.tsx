import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyVehicle } from "../../../shared/domain/vin-decode";
import { jsonResponse, renderPage } from "../../test/render";
import type { VehicleTemplate } from "../../../shared/domain/vehicle-templates";
import { EMPTY_JOB_FORM, type JobFormValues } from "./job-form";
import { VinFillButton } from "./vin-fill-button";

let values: JobFormValues | undefined;

function Harness({ start, onTemplate }: { start: Partial<JobFormValues>; onTemplate?: (template: VehicleTemplate) => void }) {
  const form = useForm<JobFormValues>({ defaultValues: { ...EMPTY_JOB_FORM, ...start } });
  values = form.watch();
  return (
    <>
      <input aria-label="VIN" {...form.register("vehicleVin")} />
      <VinFillButton
        form={form}
        onTemplate={
          onTemplate &&
          ((template) => {
            form.setValue("totalSquareFeet", String(template.wrapAreas.total));
            onTemplate(template);
          })
        }
      />
    </>
  );
}

const transitHighRoof = {
  vehicle: { ...emptyVehicle("1FTBR3X81PKA12345"), year: 2023, make: "FORD", model: "Transit", trim: "T-350 High Roof", bodyClass: "Van", wheelbase: "148" },
  source: "vpic",
  partial: false,
  checkDigit: { expected: "1", actual: "1", valid: true },
};

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, "onLine", { configurable: true, value: true });
});

describe("Fill year, make and model from VIN", () => {
  it("fills the empty fields from the decode and keeps what was typed", async () => {
    const decode = { vehicle: { ...emptyVehicle("1FTFW1E51PFA12345"), year: 2023, make: "FORD", model: "F-150" }, source: "vpic", partial: false, checkDigit: { expected: "1", actual: "1", valid: true } };
    const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(decode));
    vi.stubGlobal("fetch", fetch);
    renderPage(<Harness start={{ vehicleVin: "1ftfw1e51pfa12345", vehicleModel: "F-150 Lightning" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    await waitFor(() => expect(values).toMatchObject({ vehicleVin: "1FTFW1E51PFA12345", vehicleYear: "2023", vehicleMake: "Ford", vehicleModel: "F-150 Lightning" }));
    expect(String(fetch.mock.calls[0]![0])).toContain("/api/vin/1FTFW1E51PFA12345");
    expect(await screen.findByText("2023 Ford F-150")).toBeTruthy();
  });

  it("decodes on the phone with no connection, asking nobody", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    Object.defineProperty(navigator, "onLine", { configurable: true, value: false });
    renderPage(<Harness start={{ vehicleVin: "1HGCM82633A004352" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    await waitFor(() => expect(values).toMatchObject({ vehicleYear: "2003", vehicleMake: "Honda", vehicleModel: "" }));
    expect(await screen.findByText("2003 Honda (from the VIN only)")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "VIN lookup" }).textContent).toContain("The vehicle database couldn't be reached, so this is what the VIN itself says: year, maker and country. It does not give the model: type it in, or fill again with a signal.");
  });

  it("names the field the service did not return, until the VIN is changed", async () => {
    const decode = { vehicle: { ...emptyVehicle("1FDWE3FS4DDA12345"), year: 2013, make: "FORD" }, source: "vpic", partial: false, checkDigit: { expected: "4", actual: "4", valid: true } };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(decode)));
    renderPage(<Harness start={{ vehicleVin: "1FDWE3FS4DDA12345" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    const note = "The vehicle database did not return the model for this VIN: type it in.";
    expect(await screen.findByText(note)).toBeTruthy();
    expect(values).toMatchObject({ vehicleYear: "2013", vehicleMake: "Ford", vehicleModel: "" });
    await userEvent.type(screen.getByLabelText("VIN"), "{backspace}6");
    expect(screen.queryByText(note)).toBeNull();
  });

  it("warns of a check digit that does not match", async () => {
    const decode = { vehicle: { ...emptyVehicle("1HGCM82643A004352"), year: 2003, make: "HONDA", model: "Accord" }, source: "vpic", partial: false, checkDigit: { expected: "3", actual: "4", valid: false } };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(decode)));
    renderPage(<Harness start={{ vehicleVin: "1HGCM82643A004352" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    expect(await screen.findByText(/^The check digit \(9th character\) is 4 but this VIN works out to 3\./)).toBeTruthy();
  });

  it("shows progress while it looks the VIN up, and a second tap asks nothing more", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    renderPage(<Harness start={{ vehicleVin: "1HGCM82633A004352" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    const busy = await screen.findByRole("button", { name: "Looking up VIN…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    await userEvent.click(busy);
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(jsonResponse({ vehicle: { ...emptyVehicle("1HGCM82633A004352"), year: 2003, make: "HONDA", model: "Accord" }, source: "vpic", partial: false, checkDigit: { expected: "3", actual: "3", valid: true } }));
    expect(await screen.findByRole("button", { name: "Fill year, make and model from VIN" })).toBeTruthy();
    expect(values).toMatchObject({ vehicleModel: "Accord" });
    expect(screen.getByRole("status", { name: "VIN lookup" }).textContent).toBe("");
  });

  it("says why a VIN cannot be decoded", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderPage(<Harness start={{ vehicleVin: "1HGCM82633A0O4352" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    expect(await screen.findByText("VIN contains invalid characters (I, O, Q not allowed)")).toBeTruthy();
  });

  it.each([
    [503, "service_unavailable", "The vehicle database couldn't be reached, and the VIN alone doesn't say this vehicle's year, maker or model. Type them in, or fill again with a signal."],
    [404, "not_found", "The vehicle database has nothing for this VIN. Check it for a typo, or type the year, make and model in."],
  ])("says under the button what to do when nothing is decoded (%i)", async (status, code, note) => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ message: "No", code, requestId: "r1" }, status)));
    renderPage(<Harness start={{ vehicleVin: "1ZZZZZZZZZZZZZZZZ" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "VIN lookup" }).textContent).toBe(note));
  });

  it("gives an empty total area the matching template's, and names the template", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(transitHighRoof)));
    const taken = vi.fn();
    renderPage(<Harness start={{ vehicleVin: "1FTBR3X81PKA12345" }} onTemplate={taken} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    await waitFor(() => expect(taken).toHaveBeenCalledTimes(1));
    const template = taken.mock.calls[0]![0] as VehicleTemplate;
    expect(template.id).toMatch(/^ford-transit-148-high/);
    expect(values).toMatchObject({ vehicleModel: "Transit", totalSquareFeet: String(template.wrapAreas.total) });
    expect(screen.getByRole("status", { name: "VIN lookup" }).textContent).toContain(`Matches our 2023 Ford Transit 148" WB high roof template: total area set to ${template.wrapAreas.total} sq ft.`);
  });

  it("keeps a total area already typed when the VIN matches a template", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(transitHighRoof)));
    const taken = vi.fn();
    renderPage(<Harness start={{ vehicleVin: "1FTBR3X81PKA12345", totalSquareFeet: "250" }} onTemplate={taken} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    expect(await screen.findByText(/template\. The total area you typed is kept\.$/)).toBeTruthy();
    expect(taken).not.toHaveBeenCalled();
    expect(values).toMatchObject({ totalSquareFeet: "250" });
  });
});
