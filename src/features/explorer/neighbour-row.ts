/** The row `step` away from the selected one (the first row when none is), kept in the list. */
export function neighbourId(
  incidents: readonly { id: string }[],
  selectedId: string | undefined,
  step: 1 | -1,
): string | undefined {
  const index = selectedId ? incidents.findIndex((one) => one.id === selectedId) : -1;
  return incidents[Math.min(Math.max(index + step, 0), incidents.length - 1)]?.id;
}
