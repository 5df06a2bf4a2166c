// The PIN rules of cardChangePin (notes/cards-wire.md): exactly 4 digits, the repeat matches, not one digit
// four times, not a run up or down (0123, 9876). Pure and React-free: the sandbox may check with the same rules.

/** Why a new PIN is refused: not 4 digits, or too easy to guess. */
export type PinProblem = 'digits' | 'easy';

export const PIN_LENGTH = 4;

const fourDigits = /^\d{4}$/;

/** Every step between neighbouring digits is the same `step` (0: one digit repeated, 1: up, -1: down). */
function steps(pin: string, step: number): boolean {
  for (let i = 1; i < pin.length; i += 1) {
    if (Number(pin[i]) - Number(pin[i - 1]) !== step) return false;
  }
  return true;
}

/** A run does not wrap around: 7890 and 2109 are not runs. */
export const isEasyPin = (pin: string): boolean => steps(pin, 0) || steps(pin, 1) || steps(pin, -1);

export function pinProblem(pin: string): PinProblem | null {
  if (!fourDigits.test(pin)) return 'digits';
  return isEasyPin(pin) ? 'easy' : null;
}

export interface PinProblems {
  pin: PinProblem | null;
  /** The repeat differs from the PIN (only said once the PIN itself is acceptable). */
  pinRepeat: 'mismatch' | null;
}

/** The problems of a new PIN and its repeat; both null when the pair can be sent. */
export function checkNewPin(pin: string, pinRepeat: string): PinProblems {
  const problem = pinProblem(pin);
  return { pin: problem, pinRepeat: problem === null && pinRepeat !== pin ? 'mismatch' : null };
}

export const isPinAcceptable = (problems: PinProblems): boolean => problems.pin === null && problems.pinRepeat === null;
