/** Card numbers are masked from 16 characters, spaces not counted (payments spec, section 9). */
export const cardMaskFromLength = 16;

/**
 * A card number with everything but the last 4 characters replaced by "•", in groups of 4
 * counted from the end: "4111111111111111" -> "•••• •••• •••• 1111". Shorter input (a number
 * already shortened by the server, a partial entry) is returned unchanged.
 */
export function maskCardNumber(number: string): string {
  const compact = number.replace(/\s+/g, '');
  if (compact.length < cardMaskFromLength) return number;
  const masked = '•'.repeat(compact.length - 4) + compact.slice(-4);
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
}
