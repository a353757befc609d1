// The Wrapulator's numbers: GET /api/vin/{vin} answered from the D1 cache (the public database's fake, scripts/fake-vpic.mjs,
// fills it once), the roll packing time for 40 panels, and the planner's linear feet beside square feet plus 15% on the
// template vehicles.
import { d1Work } from "./client.mjs";
import { build } from "esbuild";
import { performance } from "node:perf_hooks";
import { measure } from "./stats.mjs";

/** The shared domain code is TypeScript with extensionless imports; esbuild bundles it for Node once. */
async function loadDomain() {
  const source = `export { layoutPanels } from "./shared/domain/roll-layout";
export { panelsFromCards } from "./shared/domain/roll-panels";
export { vinPanels, sizeClass } from "./shared/domain/vin-panels";
export { emptyVehicle } from "./shared/domain/vin-decode";
export { VEHICLE_TEMPLATES } from "./shared/domain/vehicle-templates";`;
  const result = await build({ stdin: { contents: source, resolveDir: process.cwd(), loader: "ts" }, bundle: true, format: "esm", write: false, platform: "node" });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}

const BODY_CLASS = {
  sedan: "Sedan/Saloon", luxury: "Sedan/Saloon", coupe: "Coupe", sports: "Coupe", suv: "Sport Utility Vehicle (SUV)", truck: "Pickup", van: "Van",
  "box-truck": "Incomplete - Chassis Cab", "step-van": "Incomplete - Stripped Chassis", trailer: "Trailer",
};
const OPTIONS = { rollLengthIn: 900, bleedIn: 2, overlapIn: 1 };

export async function benchWrapulator(base, cookie) {
  const vin = "1FTFW1E51PFA12345";
  const first = await fetch(`${base}/api/vin/${vin}`, { headers: { Cookie: cookie } });
  const body = await first.json();
  if (body.source !== "vpic") throw new Error(`first decode came from ${body.source}; is the fake database at VPIC_BASE_URL?`);
  let queries = "?";
  const cached = await measure("GET /api/vin/{vin} (from the D1 cache)", { runs: 300 }, async () => {
    const response = await fetch(`${base}/api/vin/${vin}`, { headers: { Cookie: cookie } });
    queries = d1Work(response);
    if ((await response.json()).source !== "cache") throw new Error("not answered from the cache");
  });

  const domain = await loadDomain();
  const truckPanels = domain.panelsFromCards(domain.vinPanels({ ...domain.emptyVehicle(vin), bodyClass: "Pickup" }));
  const forty = Array.from({ length: 40 }, (_, index) => ({ ...truckPanels[index % truckPanels.length], label: `Panel ${index + 1}` }));
  const packing = await measure("layoutPanels, 40 panels on a 60 in roll (Node)", { runs: 300 }, () => {
    domain.layoutPanels(forty, { ...OPTIONS, rollWidthIn: 60 });
  });

  const table = ["vehicle | size class | template sq ft +15% as linear ft (60 in) | VIN panels sq ft | +15% as linear ft (60 in) | planner 60 in | planner 72 in"];
  for (const template of domain.VEHICLE_TEMPLATES) {
    const vehicle = { ...domain.emptyVehicle(vin), make: template.make, model: template.model, bodyClass: BODY_CLASS[template.category] };
    const panels = domain.panelsFromCards(domain.vinPanels(vehicle));
    const on60 = domain.layoutPanels(panels, { ...OPTIONS, rollWidthIn: 60 });
    const on72 = domain.layoutPanels(panels, { ...OPTIONS, rollWidthIn: 72 });
    const linear = (squareFeet) => ((squareFeet * 1.15 * 12) / 60).toFixed(1);
    table.push(
      `${template.year} ${template.make} ${template.model} | ${domain.sizeClass(vehicle)} | ${linear(template.wrapAreas.total)} | ${on60.panelSquareFeet} | ${linear(on60.panelSquareFeet)} | ${on60.linearFeet} (${on60.rollsNeeded} roll${on60.rollsNeeded === 1 ? "" : "s"}, ${on60.strips} strips) | ${on72.linearFeet}`,
    );
  }
  const start = performance.now();
  domain.layoutPanels(forty, { ...OPTIONS, rollWidthIn: 72 });
  return {
    rows: [cached, packing],
    counts: [`GET /api/vin/{vin} from the cache: ${queries}`],
    table: [...table, `(one more 40-panel layout on 72 in: ${(performance.now() - start).toFixed(2)} ms)`],
  };
}
