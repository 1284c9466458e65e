import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { focusRing } from './button-styles';

interface PopoverProps {
  /** The trigger's visible content. */
  trigger: ReactNode;
  /** The trigger's accessible name, when its content alone does not say what it opens. */
  triggerLabel?: string;
  /** Shown on hover over the button: what its short text leaves out. */
  triggerTitle?: string;
  triggerClassName?: string;
  /** Names the panel for assistive technology. */
  panelLabel: string;
  panelClassName?: string;
  /** Which edge of the button the panel lines up with; 'end' for buttons near the right. */
  align?: 'start' | 'end';
  /** Where the panel opens; 'above' for buttons near the bottom of the screen. */
  side?: 'below' | 'above';
  children: ReactNode;
}

const CloseContext = createContext<() => void>(() => undefined);

/** Closes the popover the caller sits in (a form inside it, once applied). */
export const usePopoverClose = () => useContext(CloseContext);

/**
 * A button that opens a panel below it (a picker, a small form). Non-modal: a click outside,
 * tabbing away or Escape closes it (Escape returns focus to the button); the first field inside
 * takes focus on open.
 */
export function Popover({
  trigger,
  triggerLabel,
  triggerTitle,
  triggerClassName = '',
  panelLabel,
  panelClassName = '',
  align = 'start',
  side = 'below',
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current
      ?.querySelector<HTMLElement>(
        'input, button, select, textarea, [tabindex]:not([tabindex="-1"])',
      )
      ?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={triggerLabel}
        title={triggerTitle}
        onClick={() => setOpen((was) => !was)}
        className={`${triggerClassName} ${focusRing}`}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={panelLabel}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) {
              event.preventDefault();
              event.stopPropagation();
              close();
            }
          }}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (next && !root.current?.contains(next)) setOpen(false);
          }}
          className={`absolute z-30 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface shadow-lg ${
            side === 'above' ? 'bottom-full mb-1' : 'top-full mt-1'
          } ${align === 'end' ? 'right-0' : 'left-0'} ${panelClassName}`}
        >
          <CloseContext value={close}>{children}</CloseContext>
        </div>
      ) : null}
    </div>
  );
}
