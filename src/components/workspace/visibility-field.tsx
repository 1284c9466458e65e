import { Lock, Users } from 'lucide-react';
import { focusRing } from '../button-styles';

export type Visibility = 'team' | 'private';

/** Team-visible by default (people forget to share); private is a deliberate choice. */
export function VisibilityField({
  value,
  onChange,
  name,
}: {
  value: Visibility;
  onChange: (value: Visibility) => void;
  name: string;
}) {
  const option = (choice: Visibility, label: string, Icon: typeof Users) => (
    <label
      className={`flex cursor-pointer items-center gap-1.5 rounded-md border px-2 py-1 text-sm has-focus-visible:outline-2 has-focus-visible:outline-accent ${
        value === choice ? 'border-accent bg-accent/10 text-ink' : 'border-line text-muted'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={choice}
        checked={value === choice}
        onChange={() => onChange(choice)}
        className={`sr-only ${focusRing}`}
      />
      <Icon aria-hidden className="size-3.5" />
      {label}
    </label>
  );
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Who sees it</legend>
      {option('team', 'Team', Users)}
      {option('private', 'Only me', Lock)}
    </fieldset>
  );
}

/** A small mark beside an object's name: whose it is and who sees it. */
export function OwnershipBadge({
  ownerName,
  visibility,
  mine,
}: {
  ownerName: string;
  visibility: Visibility;
  mine: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted">
      {visibility === 'private' ? (
        <Lock aria-label="Private" className="size-3" />
      ) : (
        <Users aria-label="Shared with the team" className="size-3" />
      )}
      {mine ? 'You' : ownerName}
    </span>
  );
}
