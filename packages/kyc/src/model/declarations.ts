// The compliance items a company signs (WIRE.md "Company compliance declarations"): the declarations and the
// prohibited escort statement as one list, only those the company's industry asks for (the server says which).
import type { ComplianceKind, DeclarationState, DeclarationType } from '../api/declarations';

export interface ComplianceItem {
  kind: ComplianceKind;
  state: DeclarationState;
}

/** The items asked of the company, declarations first, then the statement. */
export function complianceItems(
  declarations: readonly ({ type: DeclarationType } & DeclarationState)[],
  statement: DeclarationState,
): ComplianceItem[] {
  const items: ComplianceItem[] = declarations.map(({ type, ...state }) => ({ kind: type, state }));
  items.push({ kind: 'prohibitedEscort', state: statement });
  return items.filter((item) => item.state.isRequired);
}

/** The items still to sign. */
export const unsignedItems = (items: readonly ComplianceItem[]): ComplianceKind[] =>
  items.filter((item) => !item.state.isSigned).map((item) => item.kind);
