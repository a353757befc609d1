/**
 * A local stand-in for the public VIN database (NHTSA vPIC) for tests: `handleVpic(request)` answers
 * `GET …/DecodeVin/{vin}?format=json` with vPIC's shape (a Results list of VariableId/Variable/Value rows).
 * Known VINs decode (1FDWE3FS4DDA12345, a cutaway chassis, without a model, as vPIC answers for incomplete vehicles);
 * a serial ending 500 answers HTTP 500, 404 an empty decode, 999 after 10 s; any other VIN is empty.
 * `GET /__calls` reports the decodes asked for so far. Run directly, it serves on FAKE_VPIC_PORT.
 */
import { createServer } from "node:http";

const VARIABLES = {
  5: "Body Class", 7: "Drive Type", 14: "Doors", 24: "Fuel Type - Primary", 26: "Make", 27: "Plant Country",
  28: "Model", 29: "Model Year", 31: "Manufacturer Name", 33: "Seats", 37: "Transmission Style", 39: "Vehicle Type",
  71: "Engine Model", 109: "Trim", 111: "Wheel Base (inches)", 143: "Overall Length (inches)", 144: "Overall Width (inches)",
  145: "Overall Height (inches)", 159: "Track Width (inches)", 9: "Engine Number of Cylinders", 13: "Displacement (L)",
  191: "Error Text",
};

const VEHICLES = {
  "1FDWE3FS4DDA12345": {
    29: "2013", 26: "FORD", 5: "Incomplete - Cutaway", 7: "RWD/Rear-Wheel Drive", 24: "Gasoline", 27: "UNITED STATES (USA)",
    31: "FORD MOTOR COMPANY, USA", 39: "INCOMPLETE VEHICLE", 9: "8", 13: "6.8",
  },
  "1HGCM82633A004352": {
    29: "2003", 26: "HONDA", 28: "Accord", 109: "EX", 5: "Sedan/Saloon", 71: "J30A4", 7: "Front-Wheel Drive",
    37: "Automatic", 24: "Gasoline", 27: "UNITED STATES (USA)", 31: "AMERICAN HONDA MOTOR CO., INC.", 111: "108.3",
    143: "189.5", 144: "71.5", 145: "57.1", 159: "61.1", 14: "4", 33: "5", 39: "PASSENGER CAR", 9: "6", 13: "3.0",
  },
  "1FTFW1E51PFA12345": {
    29: "2023", 26: "FORD", 28: "F-150", 109: "XLT", 5: "Pickup", 71: "3.5L EcoBoost", 7: "4WD/4-Wheel Drive/4x4",
    37: "Automatic", 24: "Gasoline", 27: "UNITED STATES (USA)", 31: "FORD MOTOR COMPANY, USA", 111: "145.4",
    143: "231.7", 144: "79.9", 145: "77.2", 159: "67.3", 14: "4", 33: "6", 39: "TRUCK", 9: "6", 13: "3.5",
  },
  "W1Y4ECHY5PT123456": {
    29: "2023", 26: "MERCEDES-BENZ", 28: "Sprinter", 109: "2500", 5: "Van", 7: "RWD/Rear-Wheel Drive",
    37: "Automatic", 24: "Diesel", 27: "GERMANY", 31: "MERCEDES-BENZ AG", 111: "170", 14: "4", 33: "2",
    39: "MULTIPURPOSE PASSENGER VEHICLE (MPV)", 13: "2.0",
  },
  "1FTBR3X81PKA12345": {
    29: "2023", 26: "FORD", 28: "Transit", 109: "T-350 High Roof", 5: "Van", 71: "3.5L PFDi", 7: "RWD/Rear-Wheel Drive",
    37: "Automatic", 24: "Gasoline", 27: "UNITED STATES (USA)", 31: "FORD MOTOR COMPANY, USA", 111: "148", 14: "3", 33: "2",
    39: "TRUCK", 9: "6", 13: "3.5",
  },
};

const calls = {};

function results(values) {
  return Object.entries(VARIABLES).map(([id, variable]) => ({
    Value: values[id] ?? null,
    ValueId: values[id] ? "" : null,
    Variable: variable,
    VariableId: Number(id),
  }));
}

function json(body, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export async function handleVpic(request) {
  const url = new URL(request.url);
  if (url.pathname === "/__calls") return json(calls);
  const match = /\/DecodeVin\/([^/]+)$/i.exec(url.pathname);
  if (!match || url.searchParams.get("format") !== "json") return json({ Message: "Not found" }, 404);
  const vin = decodeURIComponent(match[1]).toUpperCase();
  calls[vin] = (calls[vin] ?? 0) + 1;
  if (vin.endsWith("500")) return new Response("Service Unavailable", { status: 500 });
  if (vin.endsWith("999")) await new Promise((resolve) => setTimeout(resolve, 10_000));
  const known = VEHICLES[vin];
  const values = known ?? { 191: "11 - Incorrect Model Year, decoded data may not be accurate" };
  return json({ Count: 22, Message: "Results returned successfully", SearchCriteria: `VIN:${vin}`, Results: results(values) });
}

/** Serves handleVpic over HTTP on 127.0.0.1 (Playwright and the bench run the app as a separate process). */
export function serveFakeVpic(port) {
  return createServer(async (incoming, outgoing) => {
    const response = await handleVpic(new Request(`http://127.0.0.1:${port}${incoming.url}`));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(await response.text());
  }).listen(port, "127.0.0.1");
}

if (import.meta.url === `file://${process.argv[1]}`) serveFakeVpic(Number(process.env.FAKE_VPIC_PORT ?? 8790));
