/**
 * Deleting a shared object keeps it, marked deleted, for this long: the screen offers Undo
 * (`POST …/restore`) and housekeeping purges it afterwards. Long enough to notice a mistake,
 * short enough that a deleted site stops matching incidents the same day.
 */
export const UNDO_WINDOW_SECONDS = 30 * 60;

export const undoDeadline = (deletedAt: Date) =>
  new Date(deletedAt.getTime() + UNDO_WINDOW_SECONDS * 1000);
