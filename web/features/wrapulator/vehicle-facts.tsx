import { displayMake } from "../../../shared/domain/vin-decode";
import type { DecodedVin } from "../../../shared/schemas/vin";
import { FactList } from "./fact-list";

const inches = (value: string | null) => (value ? `${value} in` : null);

export function VehicleInfo({ vehicle }: { vehicle: DecodedVin }) {
  return (
    <FactList
      title="Vehicle Info"
      facts={[
        { label: "VIN", value: vehicle.vin },
        { label: "Year", value: vehicle.year },
        { label: "Make", value: displayMake(vehicle.make) },
        { label: "Model", value: vehicle.model },
        { label: "Trim", value: vehicle.trim },
        { label: "Body class", value: vehicle.bodyClass },
        { label: "Vehicle type", value: vehicle.vehicleType },
        { label: "Doors", value: vehicle.doors },
        { label: "Seats", value: vehicle.seats },
        { label: "Manufacturer", value: vehicle.manufacturer },
        { label: "Country", value: vehicle.country },
      ]}
    />
  );
}

export function Specifications({ vehicle }: { vehicle: DecodedVin }) {
  return (
    <div className="space-y-4">
      <FactList
        title="Powertrain"
        facts={[
          { label: "Engine", value: vehicle.engine },
          { label: "Drivetrain", value: vehicle.drivetrain },
          { label: "Transmission", value: vehicle.transmission },
          { label: "Fuel", value: vehicle.fuelType },
        ]}
      />
      <FactList
        title="Dimensions"
        facts={[
          { label: "Overall length", value: inches(vehicle.overallLength) },
          { label: "Overall width", value: inches(vehicle.overallWidth) },
          { label: "Overall height", value: inches(vehicle.overallHeight) },
          { label: "Wheelbase", value: inches(vehicle.wheelbase) },
          { label: "Track width", value: inches(vehicle.trackWidth) },
        ]}
      />
    </div>
  );
}
