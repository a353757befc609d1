import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyVehicle } from "../../../shared/domain/vin-decode";
import { jsonResponse, renderPage } from "../../test/render";
import { EMPTY_JOB_FORM, type JobFormValues } from "./job-form";
import { VinFillButton } from "./vin-fill-button";

let values: JobFormValues | undefined;

function Harness({ start }: { start: Partial<JobFormValues> }) {
  const form = useForm<JobFormValues>({ defaultValues: { ...EMPTY_JOB_FORM, ...start } });
  values = form.watch();
  return <VinFillButton form={form} />;
}

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
  });

  it("says why a VIN cannot be decoded", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderPage(<Harness start={{ vehicleVin: "1HGCM82633A0O4352" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Fill year, make and model from VIN" }));
    expect(await screen.findByText("VIN contains invalid characters (I, O, Q not allowed)")).toBeTruthy();
  });
});
