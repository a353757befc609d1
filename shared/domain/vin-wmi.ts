/**
 * World manufacturer identifiers (VIN positions 1-3) of the makes a North American wrap shop meets most, so a VIN says
 * who built it with no network. Kinds: car, mpv (SUVs, crossovers, vans), truck, or moto; a blank make means the
 * identifier is shared by several brands.
 */
export type WmiKind = "car" | "mpv" | "truck" | "moto";
export type WmiEntry = { manufacturer: string; make: string; kind: WmiKind };

const FORD = "Ford Motor Company";
const GM = "General Motors";
const FCA = "FCA US LLC";
const HONDA = "Honda";
const NISSAN = "Nissan";
const TOYOTA = "Toyota";
const VW = "Volkswagen";
const BMW = "BMW";
const MERCEDES = "Mercedes-Benz";
const HYUNDAI = "Hyundai";
const KIA = "Kia";
const MAZDA = "Mazda";
const MITSUBISHI = "Mitsubishi";
const SUBARU = "Subaru";
const TESLA = "Tesla";
const DAIMLER_TRUCKS = "Daimler Truck North America";

const ROWS: [wmi: string, manufacturer: string, make: string, kind: WmiKind][] = [
  ["1FA", FORD, "Ford", "car"], ["1FB", FORD, "Ford", "mpv"], ["1FC", FORD, "Ford", "truck"], ["1FD", FORD, "Ford", "truck"],
  ["1FM", FORD, "Ford", "mpv"], ["1FT", FORD, "Ford", "truck"], ["1ZV", FORD, "Ford", "car"], ["2FA", FORD, "Ford", "car"],
  ["2FM", FORD, "Ford", "mpv"], ["2FT", FORD, "Ford", "truck"], ["3FA", FORD, "Ford", "car"], ["3FM", FORD, "Ford", "mpv"],
  ["3FT", FORD, "Ford", "truck"], ["WF0", FORD, "Ford", "car"], ["1LN", FORD, "Lincoln", "car"], ["3LN", FORD, "Lincoln", "car"],
  ["5LM", FORD, "Lincoln", "mpv"], ["2LM", FORD, "Lincoln", "mpv"], ["1ME", FORD, "Mercury", "car"], ["4M2", FORD, "Mercury", "mpv"],
  ["1G1", GM, "Chevrolet", "car"], ["1GB", GM, "Chevrolet", "truck"], ["1GC", GM, "Chevrolet", "truck"], ["1GN", GM, "Chevrolet", "mpv"],
  ["2G1", GM, "Chevrolet", "car"], ["2GC", GM, "Chevrolet", "truck"], ["2GN", GM, "Chevrolet", "mpv"], ["3G1", GM, "Chevrolet", "car"],
  ["3GC", GM, "Chevrolet", "truck"], ["3GN", GM, "Chevrolet", "mpv"], ["KL1", GM, "Chevrolet", "car"], ["KL7", GM, "Chevrolet", "mpv"],
  ["KL8", GM, "Chevrolet", "car"], ["1GT", GM, "GMC", "truck"], ["1GD", GM, "GMC", "truck"], ["1GK", GM, "GMC", "mpv"],
  ["2GT", GM, "GMC", "truck"], ["2GK", GM, "GMC", "mpv"], ["3GT", GM, "GMC", "truck"], ["3GK", GM, "GMC", "mpv"],
  ["1G4", GM, "Buick", "car"], ["2G4", GM, "Buick", "car"], ["5GA", GM, "Buick", "mpv"], ["KL4", GM, "Buick", "mpv"],
  ["1G6", GM, "Cadillac", "car"], ["1GY", GM, "Cadillac", "mpv"], ["3GY", GM, "Cadillac", "mpv"], ["1G2", GM, "Pontiac", "car"],
  ["2G2", GM, "Pontiac", "car"], ["1GM", GM, "Pontiac", "mpv"], ["1G3", GM, "Oldsmobile", "car"], ["1G8", GM, "Saturn", "car"],
  ["5GZ", GM, "Saturn", "mpv"], ["5GR", GM, "Hummer", "mpv"],
  ["1C3", FCA, "Chrysler", "car"], ["1C4", FCA, "", "mpv"], ["1C6", FCA, "Ram", "truck"], ["2C3", FCA, "", "car"],
  ["2C4", FCA, "Chrysler", "mpv"], ["3C4", FCA, "", "mpv"], ["3C6", FCA, "Ram", "truck"], ["3C7", FCA, "Ram", "truck"],
  ["3C3", FCA, "Fiat", "car"], ["1B3", FCA, "Dodge", "car"], ["1B7", FCA, "Dodge", "truck"], ["1D3", FCA, "Dodge", "truck"],
  ["1D4", FCA, "Dodge", "mpv"], ["1D7", FCA, "Dodge", "truck"], ["2B3", FCA, "Dodge", "car"], ["2D4", FCA, "Dodge", "mpv"],
  ["3D7", FCA, "Dodge", "truck"], ["1J4", FCA, "Jeep", "mpv"], ["1J8", FCA, "Jeep", "mpv"], ["ZAC", "FCA Italy", "", "mpv"],
  ["1HG", HONDA, "Honda", "car"], ["19X", HONDA, "Honda", "car"], ["2HG", HONDA, "Honda", "car"], ["2HK", HONDA, "Honda", "mpv"],
  ["3HG", HONDA, "Honda", "car"], ["3CZ", HONDA, "Honda", "mpv"], ["5FN", HONDA, "Honda", "mpv"], ["5J6", HONDA, "Honda", "mpv"],
  ["5FP", HONDA, "Honda", "truck"], ["JHM", HONDA, "Honda", "car"], ["JHL", HONDA, "Honda", "mpv"], ["SHH", HONDA, "Honda", "car"],
  ["93H", HONDA, "Honda", "car"], ["LHG", "GAC Honda", "Honda", "car"], ["JH2", HONDA, "Honda", "moto"], ["19U", HONDA, "Acura", "car"],
  ["JH4", HONDA, "Acura", "car"], ["5J8", HONDA, "Acura", "mpv"],
  ["1N4", NISSAN, "Nissan", "car"], ["1N6", NISSAN, "Nissan", "truck"], ["5N1", NISSAN, "Nissan", "mpv"], ["3N1", NISSAN, "Nissan", "car"],
  ["3N6", NISSAN, "Nissan", "truck"], ["JN1", NISSAN, "Nissan", "car"], ["JN8", NISSAN, "Nissan", "mpv"], ["SJN", NISSAN, "Nissan", "mpv"],
  ["VSK", NISSAN, "Nissan", "car"], ["JNK", NISSAN, "Infiniti", "car"], ["JNR", NISSAN, "Infiniti", "mpv"], ["5N3", NISSAN, "Infiniti", "mpv"],
  ["4T1", TOYOTA, "Toyota", "car"], ["4T3", TOYOTA, "Toyota", "mpv"], ["4T4", TOYOTA, "Toyota", "car"], ["5TD", TOYOTA, "Toyota", "mpv"],
  ["5TE", TOYOTA, "Toyota", "truck"], ["5TF", TOYOTA, "Toyota", "truck"], ["5YF", TOYOTA, "Toyota", "car"], ["7MU", TOYOTA, "Toyota", "mpv"],
  ["2T1", TOYOTA, "Toyota", "car"], ["2T3", TOYOTA, "Toyota", "mpv"], ["3TM", TOYOTA, "Toyota", "truck"], ["3TY", TOYOTA, "Toyota", "truck"],
  ["JTD", TOYOTA, "Toyota", "car"], ["JTE", TOYOTA, "Toyota", "mpv"], ["JTK", TOYOTA, "Toyota", "car"], ["JTM", TOYOTA, "Toyota", "mpv"],
  ["JTN", TOYOTA, "Toyota", "car"], ["JT2", TOYOTA, "Toyota", "car"], ["JT3", TOYOTA, "Toyota", "mpv"], ["JT4", TOYOTA, "Toyota", "truck"],
  ["SB1", TOYOTA, "Toyota", "car"], ["VNK", TOYOTA, "Toyota", "car"], ["NMT", TOYOTA, "Toyota", "car"], ["LFM", "FAW Toyota", "Toyota", "car"],
  ["LVG", "GAC Toyota", "Toyota", "car"], ["JTH", TOYOTA, "Lexus", "car"], ["JT8", TOYOTA, "Lexus", "car"], ["JTJ", TOYOTA, "Lexus", "mpv"],
  ["JT6", TOYOTA, "Lexus", "mpv"], ["2T2", TOYOTA, "Lexus", "mpv"], ["58A", TOYOTA, "Lexus", "car"],
  ["1VW", VW, "Volkswagen", "car"], ["1V2", VW, "Volkswagen", "mpv"], ["3VW", VW, "Volkswagen", "car"], ["3VV", VW, "Volkswagen", "mpv"],
  ["WVW", VW, "Volkswagen", "car"], ["WVG", VW, "Volkswagen", "mpv"], ["WV1", VW, "Volkswagen", "truck"], ["WV2", VW, "Volkswagen", "mpv"],
  ["9BW", VW, "Volkswagen", "car"], ["LSV", "SAIC Volkswagen", "Volkswagen", "car"], ["LFV", "FAW-Volkswagen", "Volkswagen", "car"],
  ["WAU", "Audi", "Audi", "car"], ["WA1", "Audi", "Audi", "mpv"], ["WUA", "Audi Sport", "Audi", "car"], ["TRU", "Audi Hungary", "Audi", "car"],
  ["WP0", "Porsche", "Porsche", "car"], ["WP1", "Porsche", "Porsche", "mpv"], ["VSS", "SEAT", "SEAT", "car"], ["TMB", "Skoda", "Skoda", "car"],
  ["WBA", BMW, "BMW", "car"], ["WBS", BMW, "BMW", "car"], ["WBY", BMW, "BMW", "car"], ["WBX", BMW, "BMW", "mpv"],
  ["5UX", BMW, "BMW", "mpv"], ["5YM", BMW, "BMW", "mpv"], ["4US", BMW, "BMW", "car"], ["LBV", "BMW Brilliance", "BMW", "car"],
  ["WMW", BMW, "MINI", "car"], ["WMZ", BMW, "MINI", "mpv"],
  ["WDB", MERCEDES, "Mercedes-Benz", "car"], ["WDD", MERCEDES, "Mercedes-Benz", "car"], ["WDC", MERCEDES, "Mercedes-Benz", "mpv"],
  ["W1K", MERCEDES, "Mercedes-Benz", "car"], ["W1N", MERCEDES, "Mercedes-Benz", "mpv"], ["4JG", MERCEDES, "Mercedes-Benz", "mpv"],
  ["55S", MERCEDES, "Mercedes-Benz", "car"], ["WD3", MERCEDES, "Mercedes-Benz", "mpv"], ["W1Y", MERCEDES, "Mercedes-Benz", "mpv"],
  ["WME", MERCEDES, "smart", "car"],
  ["KMH", HYUNDAI, "Hyundai", "car"], ["KM8", HYUNDAI, "Hyundai", "mpv"], ["5NP", HYUNDAI, "Hyundai", "car"], ["5NM", HYUNDAI, "Hyundai", "mpv"],
  ["5NT", HYUNDAI, "Hyundai", "truck"], ["TMA", HYUNDAI, "Hyundai", "car"], ["MAL", HYUNDAI, "Hyundai", "car"], ["KMT", HYUNDAI, "Genesis", "car"],
  ["KNA", KIA, "Kia", "car"], ["KND", KIA, "Kia", "mpv"], ["5XX", KIA, "Kia", "car"], ["5XY", KIA, "Kia", "mpv"],
  ["3KP", KIA, "Kia", "car"], ["U5Y", KIA, "Kia", "car"],
  ["JM1", MAZDA, "Mazda", "car"], ["JM3", MAZDA, "Mazda", "mpv"], ["JMZ", MAZDA, "Mazda", "car"], ["3MZ", MAZDA, "Mazda", "car"],
  ["3MV", MAZDA, "Mazda", "mpv"], ["7MM", MAZDA, "Mazda", "mpv"], ["1YV", MAZDA, "Mazda", "car"],
  ["JA3", MITSUBISHI, "Mitsubishi", "car"], ["JA4", MITSUBISHI, "Mitsubishi", "mpv"], ["JMB", MITSUBISHI, "Mitsubishi", "car"],
  ["ML3", MITSUBISHI, "Mitsubishi", "car"], ["4A3", MITSUBISHI, "Mitsubishi", "car"], ["4A4", MITSUBISHI, "Mitsubishi", "mpv"],
  ["JF1", SUBARU, "Subaru", "car"], ["JF2", SUBARU, "Subaru", "mpv"], ["4S3", SUBARU, "Subaru", "car"], ["4S4", SUBARU, "Subaru", "mpv"],
  ["JS1", "Suzuki", "Suzuki", "moto"], ["JS2", "Suzuki", "Suzuki", "car"], ["JS3", "Suzuki", "Suzuki", "mpv"], ["MA3", "Maruti Suzuki", "Suzuki", "car"],
  ["5YJ", TESLA, "Tesla", "car"], ["7SA", TESLA, "Tesla", "mpv"], ["7G2", TESLA, "Tesla", "truck"], ["LRW", TESLA, "Tesla", "car"],
  ["XP7", TESLA, "Tesla", "mpv"], ["7FC", "Rivian", "Rivian", "truck"], ["7PD", "Rivian", "Rivian", "mpv"], ["50E", "Lucid", "Lucid", "car"],
  ["LPS", "Polestar", "Polestar", "car"], ["YV1", "Volvo Cars", "Volvo", "car"], ["YV4", "Volvo Cars", "Volvo", "mpv"],
  ["7JR", "Volvo Cars", "Volvo", "car"], ["LYV", "Volvo Cars", "Volvo", "car"],
  ["SAJ", "Jaguar Land Rover", "Jaguar", "car"], ["SAD", "Jaguar Land Rover", "Jaguar", "mpv"], ["SAL", "Jaguar Land Rover", "Land Rover", "mpv"],
  ["SCA", "Rolls-Royce", "Rolls-Royce", "car"], ["SCB", "Bentley", "Bentley", "car"], ["SCC", "Lotus", "Lotus", "car"],
  ["SCF", "Aston Martin", "Aston Martin", "car"], ["ZFF", "Ferrari", "Ferrari", "car"], ["ZHW", "Lamborghini", "Lamborghini", "car"],
  ["ZAM", "Maserati", "Maserati", "car"], ["ZAR", "Alfa Romeo", "Alfa Romeo", "car"], ["ZFA", "Fiat", "Fiat", "car"],
  ["9BD", "Fiat", "Fiat", "car"], ["9BG", GM, "Chevrolet", "car"], ["VF1", "Renault", "Renault", "car"], ["VF3", "Peugeot", "Peugeot", "car"],
  ["VF7", "Citroen", "Citroen", "car"], ["W0L", "Opel", "Opel", "car"], ["W0V", "Opel", "Opel", "car"],
  ["MA1", "Mahindra", "Mahindra", "mpv"], ["MAT", "Tata Motors", "Tata", "car"], ["LGX", "BYD", "BYD", "car"], ["L6T", "Geely", "Geely", "car"],
  ["LVV", "Chery", "Chery", "car"], ["LSJ", "SAIC", "MG", "car"], ["LDC", "Dongfeng", "", "car"], ["KPT", "SsangYong", "SsangYong", "mpv"],
  ["JAL", "Isuzu", "Isuzu", "truck"],
  ["1FU", DAIMLER_TRUCKS, "Freightliner", "truck"], ["1FV", DAIMLER_TRUCKS, "Freightliner", "truck"], ["3AK", DAIMLER_TRUCKS, "Freightliner", "truck"],
  ["4UZ", DAIMLER_TRUCKS, "Freightliner", "truck"], ["1XK", "PACCAR", "Kenworth", "truck"], ["2NK", "PACCAR", "Kenworth", "truck"],
  ["1XP", "PACCAR", "Peterbilt", "truck"], ["1M1", "Mack Trucks", "Mack", "truck"], ["1M2", "Mack Trucks", "Mack", "truck"],
  ["4V4", "Volvo Trucks", "Volvo", "truck"], ["1HT", "Navistar", "International", "truck"], ["WMA", "MAN", "MAN", "truck"],
  ["ZCF", "Iveco", "Iveco", "truck"], ["1HD", "Harley-Davidson", "Harley-Davidson", "moto"], ["JYA", "Yamaha", "Yamaha", "moto"],
  ["JKA", "Kawasaki", "Kawasaki", "moto"], ["ZDM", "Ducati", "Ducati", "moto"],
];

export const WMI_TABLE: ReadonlyMap<string, WmiEntry> = new Map(
  ROWS.map(([wmi, manufacturer, make, kind]) => [wmi, { manufacturer, make, kind }]),
);
