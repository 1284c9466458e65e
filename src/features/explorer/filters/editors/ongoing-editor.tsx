import type { EditorProps } from './editor-props';

const CHOICES = [
  ['any', 'Any'],
  ['true', 'Ongoing'],
  ['false', 'Ended'],
] as const;

/** Ongoing or ended: `ongoing=eq:true|false`, or no filter. */
export function OngoingEditor({ spec, value, onChange }: EditorProps<'ongoing'>) {
  const current = value === undefined ? 'any' : String(value.value);
  return (
    <div role="radiogroup" aria-label={spec.label} className="flex rounded border border-line">
      {CHOICES.map(([choice, label]) => (
        <label
          key={choice}
          className={`flex-1 cursor-pointer px-2 py-1 text-center text-sm first:rounded-l last:rounded-r has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
            current === choice ? 'bg-accent text-accent-ink' : 'hover:bg-raised'
          }`}
        >
          <input
            type="radio"
            name={`filter-${spec.name}`}
            value={choice}
            checked={current === choice}
            onChange={() =>
              onChange(choice === 'any' ? undefined : { op: 'eq', value: choice === 'true' })
            }
            className="sr-only"
          />
          {label}
        </label>
      ))}
    </div>
  );
}
