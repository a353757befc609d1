/**
 * Cars, SUVs and pickups in the template library. Dimensions are the makers' published figures in inches (overall
 * length, width without mirrors, height, wheelbase; pickups also the bed length), as recalled from the spec sheets
 * named beside each entry, not downloaded. Wrap areas are derived from them (wrap-area-rule.ts).
 */
import type { TemplateEntry } from "./vehicle-templates";

const COLOUR = ["Full Color Change", "Chrome Delete", "Roof Wrap"];
const WORK = ["Commercial Fleet Graphics", "Full Color Change", "Tailgate Graphics"];

export const CARS_AND_PICKUPS: TemplateEntry[] = [
  {
    id: "honda-accord-2022", year: 2022, make: "Honda", model: "Accord", category: "sedan",
    dimensions: { length: 195.7, width: 73.3, height: 57.1, wheelbase: 111.4 },
    popularOptions: COLOUR, source: "American Honda 2022 Accord Sedan specifications",
  },
  {
    id: "toyota-camry-2023", year: 2023, make: "Toyota", model: "Camry", category: "sedan",
    dimensions: { length: 192.1, width: 72.4, height: 56.9, wheelbase: 111.2 },
    popularOptions: ["Full Color Change", "Commercial Graphics", "Roof Wrap"], source: "Toyota 2023 Camry specifications",
  },
  {
    id: "bmw-3-series-2023", year: 2023, make: "BMW", model: "3 Series", category: "sedan",
    dimensions: { length: 185.7, width: 71.9, height: 56.8, wheelbase: 112.2 },
    popularOptions: ["Satin Color Change", "Chrome Delete", "Racing Stripes"], source: "BMW USA 2023 330i Sedan technical data",
  },
  {
    id: "honda-civic-2023", year: 2023, make: "Honda", model: "Civic", category: "sedan",
    dimensions: { length: 184.0, width: 70.9, height: 55.7, wheelbase: 107.7 },
    popularOptions: COLOUR, source: "American Honda 2023 Civic Sedan specifications",
  },
  {
    id: "toyota-corolla-2023", year: 2023, make: "Toyota", model: "Corolla", category: "sedan",
    dimensions: { length: 182.3, width: 70.1, height: 56.5, wheelbase: 106.3 },
    popularOptions: ["Commercial Graphics", "Full Color Change", "Roof Wrap"], source: "Toyota 2023 Corolla Sedan specifications",
  },
  {
    id: "tesla-model-3-2023", year: 2023, make: "Tesla", model: "Model 3", category: "sedan",
    dimensions: { length: 184.8, width: 72.8, height: 56.8, wheelbase: 113.2 },
    popularOptions: ["Satin Black", "Chrome Delete", "Paint Protection Film"], source: "Tesla Model 3 2023 specifications",
  },
  {
    id: "ford-mustang-2023", year: 2023, make: "Ford", model: "Mustang", category: "coupe",
    dimensions: { length: 188.5, width: 75.4, height: 54.3, wheelbase: 107.1 },
    popularOptions: ["Racing Stripes", "Full Color Change", "Hood Wrap"], source: "Ford 2023 Mustang Fastback specifications",
  },
  {
    id: "chevrolet-camaro-2023", year: 2023, make: "Chevrolet", model: "Camaro", category: "sports",
    dimensions: { length: 188.3, width: 74.7, height: 53.1, wheelbase: 110.7 },
    popularOptions: ["Racing Stripes", "Hood Wrap", "Full Color Change"], source: "Chevrolet 2023 Camaro Coupe specifications",
  },
  {
    id: "tesla-model-s-2023", year: 2023, make: "Tesla", model: "Model S", category: "luxury",
    dimensions: { length: 196.0, width: 77.3, height: 56.9, wheelbase: 116.5 },
    popularOptions: ["Satin Black", "Chrome Delete", "Paint Protection Film"], source: "Tesla Model S 2023 specifications",
  },
  {
    id: "mercedes-benz-c300-2023", year: 2023, make: "Mercedes-Benz", model: "C300", category: "luxury",
    dimensions: { length: 187.0, width: 71.7, height: 56.6, wheelbase: 112.8 },
    popularOptions: ["Matte Color Change", "Chrome Delete", "Roof Wrap"], source: "Mercedes-Benz USA 2023 C 300 Sedan specifications",
  },
  {
    id: "toyota-rav4-2023", year: 2023, make: "Toyota", model: "RAV4", category: "suv",
    dimensions: { length: 180.9, width: 73.0, height: 67.0, wheelbase: 105.9 },
    popularOptions: ["Commercial Graphics", "Full Color Change", "Partial Wrap"], source: "Toyota 2023 RAV4 specifications",
  },
  {
    id: "honda-cr-v-2023", year: 2023, make: "Honda", model: "CR-V", category: "suv",
    dimensions: { length: 184.8, width: 73.5, height: 66.5, wheelbase: 106.3 },
    popularOptions: ["Full Color Change", "Partial Wrap", "Roof Wrap"], source: "American Honda 2023 CR-V specifications",
  },
  {
    id: "ford-explorer-2023", year: 2023, make: "Ford", model: "Explorer", category: "suv",
    dimensions: { length: 198.8, width: 78.9, height: 69.9, wheelbase: 119.1 },
    popularOptions: ["Commercial Graphics", "Full Color Change", "Chrome Delete"], source: "Ford 2023 Explorer specifications",
  },
  {
    id: "chevrolet-tahoe-2023", year: 2023, make: "Chevrolet", model: "Tahoe", category: "suv",
    dimensions: { length: 210.7, width: 81.0, height: 75.9, wheelbase: 120.9 },
    popularOptions: ["Commercial Fleet Graphics", "Chrome Delete", "Full Color Change"], source: "Chevrolet 2023 Tahoe specifications",
  },
  {
    id: "tesla-model-y-2023", year: 2023, make: "Tesla", model: "Model Y", category: "suv",
    dimensions: { length: 187.0, width: 75.6, height: 63.9, wheelbase: 113.8 },
    popularOptions: ["Satin Black", "Chrome Delete", "Paint Protection Film"], source: "Tesla Model Y 2023 specifications",
  },
  {
    id: "ford-f-150-2023", year: 2023, make: "Ford", model: "F-150", variant: "SuperCrew 5.5 ft bed", category: "truck",
    dimensions: { length: 231.7, width: 79.9, height: 75.6, wheelbase: 145.4 }, body: { bed: 67.1 },
    popularOptions: WORK, source: "Ford 2023 F-150 specifications (SuperCrew, 5.5 ft box)",
  },
  {
    id: "ford-f-150-regular-cab-2023", year: 2023, make: "Ford", model: "F-150", variant: "Regular Cab 6.5 ft bed", category: "truck",
    dimensions: { length: 209.3, width: 79.9, height: 75.2, wheelbase: 122.8 }, body: { bed: 78.9 },
    popularOptions: WORK, source: "Ford 2023 F-150 specifications (Regular Cab, 6.5 ft box)",
  },
  {
    id: "ford-f-150-cab-high-cap-2023", year: 2023, make: "Ford", model: "F-150", variant: "SuperCrew 6.5 ft bed with cab-high cap", category: "truck",
    dimensions: { length: 243.7, width: 79.9, height: 75.6, wheelbase: 157.2 }, body: { bed: 78.9, cap: 20 },
    popularOptions: ["Commercial Fleet Graphics", "Cap Lettering", "Partial Wrap"],
    source: "Ford 2023 F-150 specifications (SuperCrew, 6.5 ft box); cap taken as 20 in above the bed rails, as cab-high caps (Leer, A.R.E.) are",
  },
  {
    id: "chevrolet-silverado-1500-2023", year: 2023, make: "Chevrolet", model: "Silverado 1500", variant: "Crew Cab 5 ft 10 in bed", category: "truck",
    dimensions: { length: 231.7, width: 81.2, height: 75.5, wheelbase: 147.4 }, body: { bed: 70.7 },
    popularOptions: WORK, source: "Chevrolet 2023 Silverado 1500 specifications (Crew Cab, short bed)",
  },
  {
    id: "ram-1500-2023", year: 2023, make: "Ram", model: "1500", variant: "Crew Cab 5 ft 7 in bed", category: "truck",
    dimensions: { length: 232.9, width: 82.1, height: 77.6, wheelbase: 144.6 }, body: { bed: 67.4 },
    popularOptions: WORK, source: "Ram 2023 1500 specifications (Crew Cab, 5 ft 7 in box)",
  },
  {
    id: "toyota-tacoma-2023", year: 2023, make: "Toyota", model: "Tacoma", variant: "Double Cab 5 ft bed", category: "truck",
    dimensions: { length: 212.3, width: 74.4, height: 70.6, wheelbase: 127.4 }, body: { bed: 60.5 },
    popularOptions: ["Full Color Change", "Partial Wrap", "Tailgate Graphics"], source: "Toyota 2023 Tacoma specifications (Double Cab, 5 ft bed)",
  },
  {
    id: "ford-f-250-2023", year: 2023, make: "Ford", model: "F-250", variant: "Super Duty Crew Cab 6.75 ft bed", category: "truck",
    dimensions: { length: 250, width: 80, height: 81, wheelbase: 159.8 }, body: { bed: 81.9 },
    popularOptions: WORK, source: "Ford 2023 Super Duty specifications (F-250 Crew Cab, 6.75 ft box), rounded",
  },
];
