import { ScanLine } from "lucide-react";
import { type FormEvent, useId } from "react";
import { VIN_LENGTH } from "../../../shared/constants";
import { VIN_INPUT_MAX_LENGTH, VIN_LENGTH_HINT, VIN_PLACEHOLDER, normaliseVinInput } from "../../../shared/domain/vin";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";

const VIN_WHERE = "The VIN is on the driver's door jamb and at the base of the windshield.";

type VinFormProps = { vin: string; onVin: (vin: string) => void; pending: boolean; onDecode: () => void };

/** The VIN box: a to z upper-cased (in script, as CSS would show a ß as SS) and capped as typed; Decode & Calculate only at 17 characters (spec section 2). */
export function VinForm({ vin, onVin, pending, onDecode }: VinFormProps) {
  const id = useId();
  const incomplete = vin.length > 0 && vin.length < VIN_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (vin.length === VIN_LENGTH && !pending) onDecode();
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between">
          <label htmlFor={id} className="block text-sm font-semibold">
            VIN
          </label>
          <span aria-hidden className="text-xs tabular-nums text-muted-foreground">
            {vin.length}/{VIN_LENGTH}
          </span>
        </div>
        <Input
          id={id}
          value={vin}
          onChange={(event) => onVin(normaliseVinInput(event.target.value))}
          placeholder={VIN_PLACEHOLDER}
          maxLength={VIN_INPUT_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          className="font-mono tracking-wider"
        />
        <p id={`${id}-hint`} className={incomplete ? "text-sm font-medium text-amber-700 dark:text-amber-400" : "text-sm text-muted-foreground"}>
          {incomplete ? VIN_LENGTH_HINT : vin ? VIN_WHERE : `Type all ${VIN_LENGTH} characters to decode. ${VIN_WHERE}`}
        </p>
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={vin.length !== VIN_LENGTH || pending}>
        <ScanLine aria-hidden className="h-5 w-5" />
        {pending ? "Decoding…" : "Decode & Calculate"}
      </Button>
    </form>
  );
}
