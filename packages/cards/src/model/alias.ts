// The card's own name (cardSetAliasName, notes/cards-wire.md): 1 to 40 characters once trimmed.
// Pure and React-free: the sandbox may check with the same rule.

export const ALIAS_MAX_LENGTH = 40;

export type AliasProblem = 'required' | 'tooLong';

export function aliasProblem(name: string): AliasProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  // String length (UTF-16 units), as a JavaScript server counts: what passes here passes there.
  return trimmed.length > ALIAS_MAX_LENGTH ? 'tooLong' : null;
}
