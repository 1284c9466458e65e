import { IncidentIcon } from '@/components/incident-icons';
import { inkOn } from '@/lib/colour';

/** The feature's map marker as the list shows it: its icon on a disc of its colour. */
export function MarkerSwatch({ icon, colour }: { icon: string; colour: string }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-white shadow-sm print:shadow-none"
      style={{ backgroundColor: colour, color: inkOn(colour) }}
    >
      <IncidentIcon slug={icon} size={13} strokeWidth={2.25} />
    </span>
  );
}
