// Which requests a decision is about (payments.md 4, 6: approve or decline one or many). The selection
// is always the explicit ids the approver saw ticked: "select all" means the rows listed at that moment,
// so a request that arrives later by a realtime event is never decided unseen.
import type { RequestDecision } from '../../api/company-requests';

/** react-aria's selection: every row, or the keys ticked. */
export type TableSelection = 'all' | Set<string | number>;

interface Row {
  transactionId: number;
}

/** The ticked ids among the rows listed ("all" is the rows listed now), in the list's order. */
export function selectionOf(next: TableSelection, rows: readonly Row[]): Set<number> {
  if (next === 'all') return new Set(rows.map((row) => row.transactionId));
  return new Set(rows.map((row) => row.transactionId).filter((id) => next.has(id)));
}

/** After the list changed (a refetch, another approver's decision): only ids still listed stay ticked. */
export function pruneSelection(selected: ReadonlySet<number>, rows: readonly Row[]): Set<number> {
  const listed = new Set(rows.map((row) => row.transactionId));
  const kept = new Set([...selected].filter((id) => listed.has(id)));
  return kept.size === selected.size ? (selected as Set<number>) : kept;
}

/**
 * Status ids of a decided request (the sandbox's ledger codes; WIRE.md names 4 for a decline). An approved
 * request is booked (2), or, for a company wire or EFT, 23: approved and being sent to the correspondent bank
 * (WIRE.md "Statuses of a submitted external transfer"; payments.md names no transaction status 23).
 */
const APPROVED = new Set([2, 23]);
const DECLINED = new Set([4, 26]);
/** Still processing after an approval: the approver's own approval mode asks for a code. */
export const AWAITS_APPROVER_CODE = 41;

export interface DecisionSummary {
  decided: number[];
  /** Approved, but the approver's own code is still needed (businessTransactionRequestConfirm). */
  needsCode: number[];
  /** Not decided: the server's own words for each. */
  refused: { transactionId: number; text: string }[];
}

/** Each id is decided on its own (WIRE.md): which were, which wait for a code, which were refused and why. */
export function summariseDecision(results: readonly RequestDecision[], declined: boolean): DecisionSummary {
  const summary: DecisionSummary = { decided: [], needsCode: [], refused: [] };
  for (const result of results) {
    if ((declined ? DECLINED : APPROVED).has(result.statusId)) {
      summary.decided.push(result.transactionId);
    } else if (!declined && result.statusId === AWAITS_APPROVER_CODE) {
      summary.needsCode.push(result.transactionId);
    } else {
      summary.refused.push({ transactionId: result.transactionId, text: result.responseDescription });
    }
  }
  return summary;
}
