import * as Tabs from "../../components/ui/tabs";
import { AlertTriangle, WifiOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatSquareFeet, withSquareMetres } from "../../../shared/domain/area-text";
import { isMetric } from "../../../shared/domain/units";
import { vehicleTitle } from "../../../shared/domain/vin-decode";
import { VIN_UNREACHABLE_NOTE, checkDigitNote } from "../../../shared/domain/vin-notes";
import { type PanelCard, SIZE_CLASS_LABELS, SIZE_CLASS_PHRASES, type VinMaterial, sizeClass } from "../../../shared/domain/vin-panels";
import type { VinDecode } from "../../../shared/schemas/vin";
import type { TemplateMatch } from "../../../shared/domain/vehicle-template-match";
import { type VehicleTemplate, templateName } from "../../../shared/domain/vehicle-templates";
import { useShopDefaults } from "../../api/account";
import { Card } from "../../components/ui/card";
import { UnderlineTabList } from "../../components/ui/underline-tabs";
import { MaterialSummary } from "./material-summary";
import { PanelCards } from "./panel-cards";
import { TemplateMatchNote } from "./template-match";
import { Specifications, VehicleInfo } from "./vehicle-facts";

const RESULT_TABS = [
  { value: "vehicle", label: "Vehicle Info" },
  { value: "specs", label: "Specifications" },
  { value: "panels", label: "Panel Dimensions" },
  { value: "material", label: "Material Summary" },
] as const;

function Notice({ icon: Icon, children }: { icon: typeof WifiOff; children: ReactNode }) {
  return (
    <Card role="note" className="flex gap-3 border-amber-500 p-4 text-sm">
      <Icon aria-hidden className="h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <p>{children}</p>
    </Card>
  );
}

/** The library template the decode matched, the one in use (null: none), and how to choose another. */
type TemplateChoice = { match: TemplateMatch; chosen: VehicleTemplate | null; onChoose: (template: VehicleTemplate | null) => void };

type Props = { decode: VinDecode; panels: PanelCard[]; material: VinMaterial; template: TemplateChoice | null; actions?: ReactNode };

export function VinResults({ decode, panels, material, template, actions }: Props) {
  const [tab, setTab] = useState<string>("vehicle");
  const { vehicle, checkDigit } = decode;
  const size = sizeClass(vehicle);
  const sizedFor = template?.chosen ? `${templateName(template.chosen)} template` : SIZE_CLASS_LABELS[size];
  const { lengthUnit } = useShopDefaults();
  const metric = isMetric(lengthUnit);

  return (
    <section aria-label="Decoded vehicle" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold">{vehicleTitle(vehicle)}</h2>
          <p className="text-sm text-muted-foreground">
            {sizedFor} · {withSquareMetres(formatSquareFeet(material.totalSquareFeet), material.totalSquareFeet, metric)} to wrap
          </p>
        </div>
        {actions}
      </div>
      {template ? <TemplateMatchNote {...template} /> : null}
      {decode.partial ? (
        <Notice icon={WifiOff}>
          {VIN_UNREACHABLE_NOTE} Panels are estimated for {SIZE_CLASS_PHRASES[size]}; decode again with a signal for
          the exact model.
        </Notice>
      ) : null}
      {checkDigit.valid ? null : (
        <Notice icon={AlertTriangle}>
          {checkDigitNote(checkDigit)}
        </Notice>
      )}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <UnderlineTabList label="Decoded vehicle sections" items={RESULT_TABS} />
        <Tabs.Content value="vehicle" className="pt-4">
          <VehicleInfo vehicle={vehicle} />
        </Tabs.Content>
        <Tabs.Content value="specs" className="pt-4">
          <Specifications vehicle={vehicle} />
        </Tabs.Content>
        <Tabs.Content value="panels" className="pt-4">
          <PanelCards panels={panels} sizedFor={sizedFor} lengthUnit={lengthUnit} />
        </Tabs.Content>
        <Tabs.Content value="material" className="pt-4">
          <MaterialSummary material={material} source={decode.source} template={template?.chosen ?? null} metric={metric} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
