import { useState } from "react";
import { THEMES, type Theme } from "../../../shared/constants";
import { sizeText, sizeUnit, storedFromMetric } from "../../../shared/domain/metric-sizes";
import { LENGTH_UNITS, LENGTH_UNIT_LABELS, type LengthUnit, isMetric } from "../../../shared/domain/units";
import { useUpdateAccount } from "../../api/account";
import { type Account } from "../../api/account-query";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { CURRENCIES, localeCurrency } from "../../lib/currencies";
import { useTheme } from "../../lib/theme";
import { typedDecimal, typedNumber } from "../../lib/typed-decimal";
import { useEditedDraft } from "../../lib/use-edited-draft";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { readAccountForm } from "./field-errors";
import { SettingsSection } from "./settings-section";

const BROWSER_CURRENCY = "";
const THEME_LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

type Draft = { lengthUnit: LengthUnit; rollWidth: string; wastePercentage: string; currency: string; laborRate: string };

/** A typed roll width in inches, from inches or from cm; null when it is not a number. */
function typedRollWidth(text: string, metric: boolean): number | null {
  const value = typedNumber(text);
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return metric ? storedFromMetric(value, "inches") : value;
}

/** The roll width is shown in the unit chosen in the form: inches, or cm once centimetres or metres are picked. */
const draftOf = ({ preferences }: Account, metric: boolean): Draft => ({
  lengthUnit: preferences.lengthUnit,
  rollWidth: sizeText(preferences.rollWidth, "inches", metric),
  wastePercentage: String(preferences.wastePercentage),
  currency: preferences.currency ?? BROWSER_CURRENCY,
  laborRate: preferences.laborRate === null ? "" : String(preferences.laborRate),
});

/** The shop's defaults for new measurements, estimates and quotes, kept with the account; the theme is this device's. */
export function DefaultsSection({ account }: { account: Account }) {
  const { draft, changed, edit, clearEdits } = useEditedDraft<Draft>((edits) => draftOf(account, isMetric(edits.lengthUnit ?? account.preferences.lengthUnit)));
  const metric = isMetric(draft.lengthUnit);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateAccount();
  const { theme, setTheme } = useTheme();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => edit(field, event.target.value);

  const chooseUnit = (event: { target: { value: string } }) => {
    const nextMetric = isMetric(event.target.value as LengthUnit);
    const inches = typedRollWidth(draft.rollWidth, metric);
    if (nextMetric !== metric && inches !== null) edit("rollWidth", sizeText(inches, "inches", nextMetric));
    if (nextMetric !== metric) setErrors(({ rollWidth: _stated, ...others }) => others);
    edit("lengthUnit", event.target.value);
  };

  const save = useSingleFlight(async () => {
    try {
      const read = await readAccountForm(
        (schemas) => (metric && changed.includes("rollWidth") ? schemas.AccountPatchSchema.extend(schemas.MetricRollWidthSchema.shape) : schemas.AccountPatchSchema),
        Object.fromEntries(changed.map((field) => [field, typedDecimal(draft[field])])),
      );
      setErrors(read.errors ?? {});
      if (!read.values) return;
      const { rollWidth } = read.values;
      await update.mutateAsync(metric && rollWidth !== undefined ? { ...read.values, rollWidth: storedFromMetric(rollWidth, "inches") } : read.values);
      clearEdits();
      toast({ title: "Defaults saved", description: "New measurements, estimates and quotes start from them." });
    } catch (error) {
      toastFailure("Couldn't save the defaults", error);
    }
  });

  return (
    <SettingsSection id="defaults" title="Units and defaults" description="What new measurements, estimates and quotes start with, on every device you use.">
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Length unit" error={errors.lengthUnit}>
            <Select value={draft.lengthUnit} onChange={chooseUnit}>
              {LENGTH_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {LENGTH_UNIT_LABELS[unit]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Currency" error={errors.currency}>
            <Select value={draft.currency} onChange={set("currency")}>
              <option value={BROWSER_CURRENCY}>This browser's ({localeCurrency(navigator.language)})</option>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={`Default roll width (${sizeUnit("inches", metric)})`} error={errors.rollWidth} hint={metric ? "137, 152 or 183 are the usual widths" : "54, 60 or 72 are the usual widths"}>
            <Input inputMode="decimal" value={draft.rollWidth} onChange={set("rollWidth")} />
          </FormField>
          <FormField label="Default waste (%)" error={errors.wastePercentage} hint="0 to 100">
            <Input inputMode="decimal" value={draft.wastePercentage} onChange={set("wastePercentage")} />
          </FormField>
          <FormField label="Labour rate per hour (optional)" error={errors.laborRate}>
            <Input inputMode="decimal" value={draft.laborRate} onChange={set("laborRate")} />
          </FormField>
        </div>
        <Button type="submit" disabled={update.isPending || changed.length === 0}>
          Save defaults
        </Button>
      </form>
      <div className="space-y-2 border-t border-border pt-4">
        <p aria-hidden className="text-sm font-semibold">
          Theme on this device
        </p>
        <SegmentedControl name="settings-theme" legend="Theme on this device" value={theme} options={THEMES.map((value) => ({ value, label: THEME_LABELS[value] }))} onChange={setTheme} className="grid-cols-3 sm:max-w-sm" />
      </div>
    </SettingsSection>
  );
}
