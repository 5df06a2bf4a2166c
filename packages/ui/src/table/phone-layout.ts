/**
 * Where a column's value goes in a row's card on phones (below the tablet breakpoint, where a DataTable is a list
 * of cards, one per row, and never scrolls sideways):
 * - 'title': the card's first line (the row header's place unless another column takes it);
 * - 'aside': on the first line too, at its end (an amount, a status);
 * - 'detail': a line of its own under them, "label … value" (every other column's place);
 * - 'actions': the card's last line, unlabelled, its buttons wrapping;
 * - 'hidden': not shown (still read by screen readers). Only where each row opens its details, in which the
 *   value is; elsewhere the column shows as a detail, so nothing in a row is ever out of reach.
 */
export type PhonePlacement = 'title' | 'aside' | 'detail' | 'actions' | 'hidden';

/** What the phone layout reads of a column. */
export interface PhoneColumn {
  id: string;
  phone?: PhonePlacement;
}

/**
 * Each column's place on phones (see PhonePlacement): what the column asks for, with these rules. The row header
 * (it names the row) is never hidden, and is the title when no column asks to be one; a column asks to be
 * hidden in vain unless `rowsOpen` (each row opens its details, where the value is).
 */
export function phonePlacements(
  columns: readonly PhoneColumn[],
  rowHeaderId: string | undefined,
  rowsOpen: boolean,
): Map<string, PhonePlacement> {
  const titleAsked = columns.some((column) => column.phone === 'title');
  return new Map(
    columns.map((column) => {
      const isRowHeader = column.id === rowHeaderId;
      let placement = column.phone ?? (isRowHeader && !titleAsked ? 'title' : 'detail');
      if (placement === 'hidden' && (isRowHeader || !rowsOpen)) placement = isRowHeader ? 'title' : 'detail';
      return [column.id, placement];
    }),
  );
}
