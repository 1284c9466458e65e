import { useQueryClient } from '@tanstack/react-query';
import { ConflictNotice, type ConflictField } from '@/components/workspace/conflict-notice';
import { updateSite, type Site, type SiteInput } from '@/lib/http/watchfloor';
import { showToast } from '@/lib/toasts/toast-store';
import { pairsText } from '../distance';
import { draftOf, readDraft, type SiteDraft } from '../form/site-draft';
import { SiteForm } from '../form/site-form';
import { useSaveState } from '@/components/workspace/use-save-state';
import { invalidateSites } from '../site-queries';

const ruleText = (site: Pick<Site, 'radius'>) => {
  const { allKm, categories, impacts } = site.radius;
  return (
    [
      allKm === null ? '' : `every category ${allKm} km`,
      pairsText(categories, ' km'),
      pairsText(impacts, '×', 'impact '),
    ]
      .filter(Boolean)
      .join('; ') || 'team defaults'
  );
};

/** What differs between their saved site and the change this analyst tried, field by field. */
function conflictFields(theirs: Site, mine: SiteInput): ConflictField[] {
  const both = (label: string, read: (site: Pick<Site, keyof SiteInput>) => string) => ({
    label,
    theirs: read(theirs),
    mine: read({ ...theirs, ...mine }),
  });
  return [
    both('Name', (site) => site.name),
    both('Position', (site) => `${site.latitude}, ${site.longitude}`),
    both('Address', (site) => site.address),
    both('Tags', (site) => site.tags.join(', ')),
    both('Who sees it', (site) => (site.visibility === 'team' ? 'The team' : 'Only its owner')),
    both('Radius rule', ruleText),
  ];
}

/**
 * Editing a site, from the version on screen. When someone saved in between, the server answers
 * 409 with their version: the panel shows what differs and lets the analyst keep theirs or save
 * this change over it, knowingly.
 */
export function SiteEditPanel({
  site,
  draft,
  onChange,
  onClose,
  changedBy,
}: {
  site: Site;
  draft: SiteDraft;
  onChange: (draft: SiteDraft) => void;
  onClose: () => void;
  /** Who made the latest change, once a conflict makes it worth asking. */
  changedBy: string | undefined;
}) {
  const client = useQueryClient();
  // Who changed it is the newest event of its history: read it again.
  const save = useSaveState({ onConflict: () => void invalidateSites(client) });
  const theirs = save.conflict?.current as Site | undefined;

  const submit = (version: number) => {
    const read = readDraft(draft);
    if (!read.ok) {
      save.setErrors(read.errors);
      return;
    }
    void save.run(async () => {
      await updateSite({
        path: { id: site.id },
        body: { version, ...read.input },
        throwOnError: true,
      });
      await invalidateSites(client);
      showToast({ message: `Saved the site “${read.input.name}”.` });
      onClose();
    });
  };

  const mine = readDraft(draft);
  return (
    <SiteForm
      title={`Edit ${site.name}`}
      draft={draft}
      errors={save.errors}
      onChange={onChange}
      onSubmit={() => submit(theirs?.version ?? site.version)}
      onCancel={onClose}
      busy={save.busy}
      submitLabel="Save"
      notice={
        <>
          {theirs && mine.ok ? (
            <ConflictNotice
              changedBy={changedBy}
              fields={conflictFields(theirs, mine.input)}
              onUseTheirs={() => {
                save.clearConflict();
                onChange(draftOf(theirs));
                void invalidateSites(client);
              }}
              onApplyMine={() => submit(theirs.version)}
            />
          ) : null}
          {save.problem ? (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              {save.problem}
            </p>
          ) : null}
        </>
      }
    />
  );
}
