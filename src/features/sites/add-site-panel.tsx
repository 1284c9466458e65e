import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createSite } from '@/lib/http/watchfloor';
import { showToast } from '@/lib/toasts/toast-store';
import { readDraft, type SiteDraft } from './form/site-draft';
import { SiteForm } from './form/site-form';
import { useSaveState } from '@/components/workspace/use-save-state';
import { invalidateSites } from './site-queries';

/** The form for a new site; its position comes from the fields or a click on the page's map. */
export function AddSitePanel({
  draft,
  onChange,
  onClose,
}: {
  draft: SiteDraft;
  onChange: (draft: SiteDraft) => void;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const save = useSaveState();

  const submit = () => {
    const read = readDraft(draft);
    if (!read.ok) {
      save.setErrors(read.errors);
      return;
    }
    void save.run(async () => {
      const { data } = await createSite({ body: read.input, throwOnError: true });
      await invalidateSites(client);
      showToast({ message: `Added the site “${data.data.name}”.` });
      await navigate({ to: '/sites/$siteId', params: { siteId: data.data.id } });
    });
  };

  return (
    <div className="overflow-y-auto p-4">
      <SiteForm
        title="New site"
        draft={draft}
        errors={save.errors}
        onChange={onChange}
        onSubmit={submit}
        onCancel={onClose}
        busy={save.busy}
        submitLabel="Add the site"
        notice={
          save.problem ? (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              {save.problem}
            </p>
          ) : null
        }
      />
    </div>
  );
}
