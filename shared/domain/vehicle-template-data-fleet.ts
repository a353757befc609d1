/**
 * Fleet vehicles in the template library: vans in each wheelbase and roof height that changes the wrap, box trucks,
 * step vans and enclosed trailers. Dimensions are published figures in inches (overall length, width without mirrors,
 * height, wheelbase), as recalled from the spec sheets named in each source, not downloaded, and rounded to the whole
 * inch where recall is no finer. Box and body sizes of trucks, step vans and trailers vary by builder: the figures are
 * typical of the named builders' sheets. Wrap areas are derived from them (wrap-area-rule.ts).
 */
import type { TemplateEntry } from "./vehicle-templates";

const FLEET_OPTIONS = ["Commercial Fleet Graphics", "Full Wrap", "Partial Wrap"];
const BOX_OPTIONS = ["Box Side Graphics", "Full Wrap", "Cab Door Lettering"];

type Sizes = [length: number, width: number, height: number, wheelbase: number | null];

function entry(
  id: string,
  [year, make, model, variant]: [number, string, string, string],
  category: TemplateEntry["category"],
  [length, width, height, wheelbase]: Sizes,
  source: string,
  extra: Partial<Pick<TemplateEntry, "body" | "popularOptions">> = {},
): TemplateEntry {
  return { id, year, make, model, variant, category, dimensions: { length, width, height, wheelbase }, popularOptions: FLEET_OPTIONS, source, ...extra };
}

const van = (id: string, name: [number, string, string, string], sizes: Sizes, source: string) => entry(id, name, "van", sizes, source);

const SPRINTER = "Mercedes-Benz USA 2024 Sprinter Cargo Van specifications, rounded to the inch";
const TRANSIT = "Ford Pro 2023 Transit Cargo Van specifications";
const PROMASTER = "Ram 2023 ProMaster Cargo Van specifications, rounded to the inch";
const EXPRESS = "Chevrolet 2023 Express Cargo Van specifications, rounded to the inch";
const SAVANA = "GMC 2023 Savana Cargo Van specifications (same body as the Express), rounded to the inch";
const NV = "Nissan 2021 NV Cargo specifications, rounded to the inch";

const VANS: TemplateEntry[] = [
  van("mercedes-benz-sprinter-144-standard-roof-2024", [2024, "Mercedes-Benz", "Sprinter", '144" WB standard roof'], [234, 80, 96, 144], SPRINTER),
  van("mercedes-benz-sprinter-144-high-roof-2024", [2024, "Mercedes-Benz", "Sprinter", '144" WB high roof'], [234, 80, 108, 144], SPRINTER),
  van("mercedes-benz-sprinter-170-high-roof-2024", [2024, "Mercedes-Benz", "Sprinter", '170" WB high roof'], [274, 80, 108, 170], SPRINTER),
  van("mercedes-benz-sprinter-170-extended-high-roof-2024", [2024, "Mercedes-Benz", "Sprinter", '170" WB extended high roof'], [290, 80, 108, 170], SPRINTER),
  van("ford-transit-130-low-roof-2023", [2023, "Ford", "Transit", '130" WB low roof'], [219.9, 81.3, 83, 129.9], TRANSIT),
  van("ford-transit-130-medium-roof-2023", [2023, "Ford", "Transit", '130" WB medium roof'], [219.9, 81.3, 100, 129.9], TRANSIT),
  van("ford-transit-148-low-roof-2023", [2023, "Ford", "Transit", '148" WB low roof'], [235.5, 81.3, 83, 147.6], TRANSIT),
  van("ford-transit-2023", [2023, "Ford", "Transit", '148" WB medium roof'], [235.5, 81.3, 99.1, 147.6], TRANSIT),
  van("ford-transit-148-high-roof-2023", [2023, "Ford", "Transit", '148" WB high roof'], [235.5, 81.3, 110, 147.6], TRANSIT),
  van("ford-transit-148-extended-high-roof-2023", [2023, "Ford", "Transit", '148" WB extended high roof'], [263.9, 81.3, 110, 147.6], TRANSIT),
  van("ram-promaster-118-low-roof-2023", [2023, "Ram", "ProMaster", '118" WB low roof'], [195, 82, 90, 118], PROMASTER),
  van("ram-promaster-136-low-roof-2023", [2023, "Ram", "ProMaster", '136" WB low roof'], [213, 82, 90, 136], PROMASTER),
  van("ram-promaster-136-high-roof-2023", [2023, "Ram", "ProMaster", '136" WB high roof'], [213, 82, 101, 136], PROMASTER),
  van("ram-promaster-159-high-roof-2023", [2023, "Ram", "ProMaster", '159" WB high roof'], [236, 82, 101, 159], PROMASTER),
  van("chevrolet-express-135-2023", [2023, "Chevrolet", "Express", '135" WB cargo'], [224, 79, 84, 135], EXPRESS),
  van("chevrolet-express-155-2023", [2023, "Chevrolet", "Express", '155" WB extended cargo'], [244, 79, 84, 155], EXPRESS),
  van("gmc-savana-135-2023", [2023, "GMC", "Savana", '135" WB cargo'], [224, 79, 84, 135], SAVANA),
  van("gmc-savana-155-2023", [2023, "GMC", "Savana", '155" WB extended cargo'], [244, 79, 84, 155], SAVANA),
  van("nissan-nv-standard-roof-2021", [2021, "Nissan", "NV", '146" WB standard roof'], [241, 80, 84, 146.1], NV),
  van("nissan-nv-high-roof-2021", [2021, "Nissan", "NV", '146" WB high roof'], [241, 80, 106, 146.1], NV),
  van("ram-promaster-city-2022", [2022, "Ram", "ProMaster City", "cargo"], [188, 72, 74, 122.4], "Ram 2022 ProMaster City Cargo Van specifications, rounded to the inch"),
  van("ford-transit-connect-2023", [2023, "Ford", "Transit Connect", '121" WB cargo'], [190, 72, 73, 120.6], "Ford 2023 Transit Connect Cargo Van (long wheelbase) specifications, rounded to the inch"),
  van("mercedes-benz-metris-2023", [2023, "Mercedes-Benz", "Metris", '126" WB cargo'], [202, 76, 75, 126], "Mercedes-Benz USA 2023 Metris Cargo Van specifications, rounded to the inch"),
];

const TRUCKS: TemplateEntry[] = [
  entry("isuzu-npr-hd-16-ft-box-2024", [2024, "Isuzu", "NPR-HD", "16 ft box"], "box-truck", [283, 96, 138, 150],
    "Isuzu 2024 N-Series gas (NPR-HD) specifications, 150 in wheelbase; 16 ft dry van body typical of Morgan and Supreme sheets (96 in wide, 96 in outside height), rounded",
    { body: { box: 192, boxHeight: 96, cabover: true }, popularOptions: BOX_OPTIONS }),
  entry("isuzu-npr-hd-20-ft-box-2024", [2024, "Isuzu", "NPR-HD", "20 ft box"], "box-truck", [331, 96, 138, 176],
    "Isuzu 2024 N-Series gas (NPR-HD) specifications, 176 in wheelbase; 20 ft dry van body typical of Morgan and Supreme sheets, rounded",
    { body: { box: 240, boxHeight: 96, cabover: true }, popularOptions: BOX_OPTIONS }),
  entry("ford-e-350-16-ft-box-2024", [2024, "Ford", "E-350", "cutaway 16 ft box"], "box-truck", [320, 96, 126, 158],
    "Ford 2024 E-Series Cutaway body builder layout book, 158 in wheelbase; 16 ft dry van body (96 in wide, 90 in outside height) typical of builders' sheets, rounded",
    { body: { box: 192, boxHeight: 90 }, popularOptions: BOX_OPTIONS }),
  entry("freightliner-m2-106-26-ft-box-2024", [2024, "Freightliner", "M2 106", "26 ft box"], "box-truck", [436, 102, 162, 254],
    "Freightliner M2 106 specifications (112 in bumper to back of cab); 26 ft dry van body (102 in wide, 102 in outside height) typical of builders' sheets, rounded",
    { body: { box: 312, boxHeight: 102 }, popularOptions: BOX_OPTIONS }),
  entry("freightliner-mt45-p1000-2024", [2024, "Freightliner", "MT45", "P1000 step van (14 ft body)"], "step-van", [270, 93, 118, 178],
    "Freightliner Custom Chassis MT45 specifications; P1000 walk-in body (14 ft) typical of Morgan Olson and Utilimaster sheets, rounded"),
  entry("freightliner-mt45-p1200-2024", [2024, "Freightliner", "MT45", "P1200 step van (18 ft body)"], "step-van", [320, 93, 118, 208],
    "Freightliner Custom Chassis MT45 specifications; P1200 walk-in body (18 ft) typical of Morgan Olson and Utilimaster sheets, rounded"),
  entry("ford-f-59-p1000-2024", [2024, "Ford", "F-59", "P1000 step van (14 ft body)"], "step-van", [270, 93, 118, 178],
    "Ford 2024 F-59 Commercial Stripped Chassis body builder layout book; P1000 walk-in body (14 ft) typical of Morgan Olson and Utilimaster sheets, rounded"),
  entry("ford-f-59-p1200-2024", [2024, "Ford", "F-59", "P1200 step van (18 ft body)"], "step-van", [320, 93, 118, 208],
    "Ford 2024 F-59 Commercial Stripped Chassis body builder layout book; P1200 walk-in body (18 ft) typical of Morgan Olson and Utilimaster sheets, rounded"),
];

const TRAILER = "outside sizes typical of enclosed trailer makers' sheets (Haulmark, Look, Pace American), rounded";

const TRAILERS: TemplateEntry[] = [
  entry("enclosed-cargo-trailer-6x12", [2024, "Generic", "Enclosed Cargo Trailer", "6 x 12 ft single axle"], "trailer", [192, 80, 96, null],
    `Nominal 6 x 12 ft V-nose trailer; ${TRAILER}`, { body: { box: 150, boxHeight: 84 } }),
  entry("enclosed-cargo-trailer-7x14", [2024, "Generic", "Enclosed Cargo Trailer", "7 x 14 ft tandem axle"], "trailer", [222, 92, 100, null],
    `Nominal 7 x 14 ft V-nose trailer; ${TRAILER}`, { body: { box: 174, boxHeight: 88 } }),
  entry("enclosed-cargo-trailer-8-5x20", [2024, "Generic", "Enclosed Cargo Trailer", "8.5 x 20 ft tandem axle"], "trailer", [294, 102, 108, null],
    `Nominal 8.5 x 20 ft V-nose trailer; ${TRAILER}`, { body: { box: 246, boxHeight: 90 } }),
  entry("enclosed-cargo-trailer-8-5x24", [2024, "Generic", "Enclosed Cargo Trailer", "8.5 x 24 ft tandem axle"], "trailer", [342, 102, 108, null],
    `Nominal 8.5 x 24 ft V-nose trailer; ${TRAILER}`, { body: { box: 294, boxHeight: 90 } }),
];

export const FLEET: TemplateEntry[] = [...VANS, ...TRUCKS, ...TRAILERS];
