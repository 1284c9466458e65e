import { useId } from 'react';
import { Field, fieldClass } from './form-field';

/** The IANA zones this browser knows, offered as the field's suggestions. */
const ZONES = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

/**
 * A time zone typed as its IANA name ("Europe/Paris"), with the browser's zones suggested as
 * the analyst types. The form checks the name; this field only offers.
 */
export function TimeZoneField({
  value,
  hint,
  error,
  onChange,
}: {
  value: string;
  hint?: string;
  error: string | undefined;
  onChange: (zone: string) => void;
}) {
  const listId = `${useId()}-zones`;
  return (
    <Field label="Time zone" hint={hint} error={error}>
      {({ id, describedBy }) => (
        <>
          <input
            id={id}
            className={fieldClass}
            list={listId}
            value={value}
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          <datalist id={listId}>
            {ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
