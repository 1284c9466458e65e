import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/** A titled part of the incident page. */
export function Section({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  /** Anchor of the section (`#map`), also the base of its heading's id. */
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`break-inside-avoid-page ${className}`}
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * A section whose body is guarded: if the record holds something the body cannot show, the
 * section says so under its title and the rest of the page carries on.
 */
export function defineSection<Props extends object>(
  meta: { title: string; id: string },
  Body: ComponentType<Props>,
) {
  function GuardedSection({ className, ...props }: Props & { className?: string }) {
    return (
      <Section title={meta.title} id={meta.id} className={className}>
        <SectionBoundary title={meta.title}>
          <Body {...(props as Props)} />
        </SectionBoundary>
      </Section>
    );
  }
  GuardedSection.displayName = `Section(${meta.title})`;
  return GuardedSection;
}

interface BoundaryState {
  failed: boolean;
}

class SectionBoundary extends Component<{ title: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Logged for whoever investigates; the analyst sees the sentence below.
    // eslint-disable-next-line no-console
    console.error(`The section "${this.props.title}" could not be shown`, error, info);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="text-sm text-danger">
          This part of the incident could not be shown: the record holds something unexpected here.
          The rest of the page is unaffected.
        </p>
      );
    }
    return this.props.children;
  }
}

/** One labelled fact in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 py-1.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** What a field shows when the record has no value for it. */
export function NotRecorded({ children = 'Not recorded' }: { children?: ReactNode }) {
  return <span className="text-muted">{children}</span>;
}

export const chip =
  'inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-2.5 py-0.5 text-sm';
