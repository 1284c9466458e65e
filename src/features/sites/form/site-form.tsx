import { MapPin } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Field, fieldClass as field } from '@/components/form-field';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { VisibilityField } from '@/components/workspace/visibility-field';
import { RadiusRuleEditor } from './radius-rule-editor';
import type { DraftErrors, SiteDraft } from './site-draft';

/**
 * A site's fields, for adding one and for editing it. The position is typed or picked on the
 * map beside the form (the page wires the map's clicks into `onChange`).
 */
export function SiteForm({
  title,
  draft,
  errors,
  onChange,
  onSubmit,
  onCancel,
  busy,
  submitLabel,
  notice,
}: {
  title: string;
  draft: SiteDraft;
  errors: DraftErrors;
  onChange: (draft: SiteDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  /** Shown above the fields: a refusal that names no field, or a conflict. */
  notice?: ReactNode;
}) {
  const visibilityName = useId();
  const set = (patch: Partial<SiteDraft>) => onChange({ ...draft, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form aria-label={title} noValidate onSubmit={submit} className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      {notice}
      <Field label="Name" error={errors.name}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={field}
            value={draft.name}
            maxLength={1000}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={errors.name ? true : undefined}
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </Field>
      <fieldset className="space-y-1">
        <legend className="flex items-center gap-1.5 text-sm font-medium">
          <MapPin aria-hidden className="size-4 text-accent" /> Position
        </legend>
        <p className="text-xs text-muted">
          Click the map to place the site, or type its coordinates.
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Latitude" error={errors.latitude}>
            {({ id, describedBy }) => (
              <input
                id={id}
                inputMode="decimal"
                placeholder="6.4541"
                className={`${field} tabular-nums`}
                value={draft.latitude}
                aria-describedby={describedBy}
                aria-invalid={errors.latitude ? true : undefined}
                onChange={(event) => set({ latitude: event.target.value })}
              />
            )}
          </Field>
          <Field label="Longitude" error={errors.longitude}>
            {({ id, describedBy }) => (
              <input
                id={id}
                inputMode="decimal"
                placeholder="3.3947"
                className={`${field} tabular-nums`}
                value={draft.longitude}
                aria-describedby={describedBy}
                aria-invalid={errors.longitude ? true : undefined}
                onChange={(event) => set({ longitude: event.target.value })}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <Field label="Address" error={errors.address}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={2}
            className={field}
            value={draft.address}
            aria-describedby={describedBy}
            aria-invalid={errors.address ? true : undefined}
            onChange={(event) => set({ address: event.target.value })}
          />
        )}
      </Field>
      <Field label="Tags" hint="Separated by commas: office, warehouse, hotel." error={errors.tags}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={field}
            value={draft.tags}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={errors.tags ? true : undefined}
            onChange={(event) => set({ tags: event.target.value })}
          />
        )}
      </Field>
      <div className="space-y-1">
        <p className="text-sm font-medium">Who sees it</p>
        <VisibilityField
          name={visibilityName}
          value={draft.visibility}
          onChange={(visibility) => set({ visibility })}
        />
      </div>
      <RadiusRuleEditor
        draft={draft.radius}
        errors={errors}
        onChange={(radius) => set({ radius })}
      />
      <div className="flex gap-2 pt-1">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
