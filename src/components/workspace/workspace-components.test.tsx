import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ToastRegion } from '../toast-region';
import { ConflictNotice } from './conflict-notice';
import { useUndoableDelete } from './use-undoable-delete';

function DeleteProbe({
  remove,
  restore,
}: {
  remove: () => Promise<unknown>;
  restore: () => Promise<unknown>;
}) {
  const deletion = useUndoableDelete({ remove, restore, noun: 'site' });
  return (
    <>
      <button type="button" onClick={() => deletion.ask({ name: 'Lagos HQ' })}>
        Delete
      </button>
      {deletion.pending && (
        <button type="button" onClick={() => void deletion.confirm()}>
          Confirm
        </button>
      )}
      <ToastRegion />
    </>
  );
}

test('a deletion can be undone from its toast, and a failed one says so', async () => {
  const user = userEvent.setup();
  const remove = vi.fn().mockResolvedValue(undefined);
  const restore = vi.fn().mockResolvedValue(undefined);
  const { unmount } = render(<DeleteProbe remove={remove} restore={restore} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(remove).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(remove).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Deleted the site “Lagos HQ”.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(restore).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Restored the site “Lagos HQ”.')).toBeVisible();
  unmount();

  const refused = vi.fn().mockRejectedValue(new Error('offline'));
  render(<DeleteProbe remove={refused} restore={restore} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/was not deleted/));
});

test('a conflict shows only the fields that differ, markup as text', () => {
  render(
    <ConflictNotice
      changedBy="Chidi Okafor"
      fields={[
        { label: 'Name', theirs: 'Lagos HQ', mine: '<b>Lagos</b>' },
        { label: 'Tags', theirs: 'office', mine: 'office' },
      ]}
      onUseTheirs={() => {}}
      onApplyMine={() => {}}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Chidi Okafor changed this since you opened it.',
  );
  expect(screen.getByText('<b>Lagos</b>')).toBeInTheDocument();
  expect(screen.queryByText('Tags')).not.toBeInTheDocument();
});
