import { ImageUp, Trash2 } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { BUSINESS_NAME_MAX, LOGO_MAX_BYTES } from "../../../shared/constants";
import { useRemoveLogo, useUpdateAccount, useUploadLogo } from "../../api/account";
import { type Account } from "../../api/account-query";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { useEditedDraft } from "../../lib/use-edited-draft";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { readAccountForm } from "./field-errors";
import { SettingsSection } from "./settings-section";
import { ProviderProof } from "./provider-proof";

const FIELDS = ["firstName", "lastName", "businessName", "phone", "email"] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

const draftOf = (account: Account): Draft => Object.fromEntries(FIELDS.map((field) => [field, account[field] ?? ""])) as Draft;

/** Name, business, phone, email and logo: the business name and logo head the job reports and quotes. */
export function ProfileSection({ account }: { account: Account }) {
  const { draft, changed, edit, clearEdits } = useEditedDraft(draftOf(account));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateAccount();
  const upload = useUploadLogo();
  const [preparing, setPreparing] = useState(false);
  const removeLogo = useRemoveLogo();
  const picker = useRef<HTMLInputElement>(null);
  const set = (field: keyof Draft) => (event: ChangeEvent<HTMLInputElement>) => edit(field, event.target.value);
  const [currentPassword, setCurrentPassword] = useState("");
  const asksPassword = account.hasPassword && changed.includes("email");

  const save = useSingleFlight(async () => {
    try {
      const fields = Object.fromEntries(changed.map((field) => [field, draft[field]]));
      const read = await readAccountForm((schemas) => schemas.AccountPatchSchema, asksPassword ? { ...fields, currentPassword } : fields);
      const found = { ...(read.errors ?? {}) };
      if (asksPassword && !currentPassword) found.currentPassword = "Enter your current password";
      setErrors(found);
      if (!read.values || Object.keys(found).length) return;
      await update.mutateAsync(read.values);
      clearEdits();
      setCurrentPassword("");
      toast({ title: "Profile saved" });
    } catch (error) {
      toastFailure("Couldn't save the profile", error);
    }
  });

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setPreparing(true);
    try {
      const { fitLogo, LOGO_SOURCE_MAX_BYTES } = await import("./logo-fit");
      if (file.size > LOGO_SOURCE_MAX_BYTES) return toast({ title: "Logo too large", description: `Choose an image smaller than ${LOGO_SOURCE_MAX_BYTES / 1024 / 1024} MB.`, variant: "destructive" });
      const logo = await fitLogo(file);
      if (logo.size > LOGO_MAX_BYTES) return toast({ title: "Logo too large", description: `A logo can be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`, variant: "destructive" });
      await upload.mutateAsync(logo);
      toast({ title: "Logo saved", description: "It now heads your reports and quotes." });
    } catch (error) {
      toastFailure("Couldn't save the logo", error);
    } finally {
      setPreparing(false);
    }
  };

  const dropLogo = async () => {
    try {
      await removeLogo.mutateAsync();
      toast({ title: "Logo removed" });
    } catch (error) {
      toastFailure("Couldn't remove the logo", error);
    }
  };

  return (
    <SettingsSection id="profile" title="Profile" description="Your business name, phone and logo appear on job reports and quotes.">
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName}>
            <Input autoComplete="given-name" value={draft.firstName} onChange={set("firstName")} />
          </FormField>
          <FormField label="Last name" error={errors.lastName}>
            <Input autoComplete="family-name" value={draft.lastName} onChange={set("lastName")} />
          </FormField>
          <FormField label="Business name" error={errors.businessName} hint={`Up to ${BUSINESS_NAME_MAX} characters`}>
            <Input autoComplete="organization" value={draft.businessName} onChange={set("businessName")} />
          </FormField>
          <FormField label="Phone" error={errors.phone}>
            <Input type="tel" autoComplete="tel" value={draft.phone} onChange={set("phone")} />
          </FormField>
          <FormField label="Email" error={errors.email}>
            <Input type="email" autoComplete="email" value={draft.email} onChange={set("email")} />
          </FormField>
          {asksPassword ? (
            <FormField label="Current password" error={errors.currentPassword} hint="A new email needs your password.">
              <Input type="password" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)} />
            </FormField>
          ) : null}
          {!account.hasPassword && changed.includes("email") ? <ProviderProof provider={account.providers[0]?.name} action="change the email" /> : null}
          <FormField label="Username" hint="Your username can't be changed.">
            <Input value={account.username ?? ""} readOnly disabled />
          </FormField>
        </div>
        <Button type="submit" disabled={update.isPending || changed.length === 0}>
          Save profile
        </Button>
      </form>
      <div className="space-y-2 border-t border-border pt-4">
        <p className="text-sm font-semibold">Logo</p>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex h-20 w-40 items-center justify-center rounded-lg border border-dashed border-border bg-white p-2">
            {account.logoUrl ? <img src={account.logoUrl} alt="Your business logo" className="max-h-full max-w-full object-contain" /> : <span className="text-sm text-slate-600">No logo yet</span>}
          </div>
          <input ref={picker} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" aria-label="Logo image file" tabIndex={-1} onChange={(event) => void chooseLogo(event)} />
          <Button variant="outline" onClick={() => picker.current?.click()} disabled={preparing || upload.isPending}>
            <ImageUp aria-hidden className="h-5 w-5" />
            {account.logoUrl ? "Replace logo" : "Add logo"}
          </Button>
          {account.logoUrl ? (
            <Button variant="ghost" onClick={() => void dropLogo()} disabled={removeLogo.isPending}>
              <Trash2 aria-hidden className="h-5 w-5" />
              Remove
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">A JPEG, PNG or WebP image; a larger one is made 2000 pixels on its long edge.</p>
      </div>
    </SettingsSection>
  );
}
