import type { I18n } from '@lingui/core';
import { errorListText, errorPopupContent, type PopupText } from '@paydeck/ui';

const say = (i18n: I18n, text: PopupText) => (typeof text === 'string' ? text : i18n._(text));

/** A failure as a title and details, by the generic error popup's rules (identity spec 8). */
export function describeFailure(
  error: unknown,
  i18n: I18n,
  fallbackTitle?: string,
): { title: string; details?: string } {
  const content = errorPopupContent(error);
  const description = (error as { description?: unknown } | null)?.description;
  if (fallbackTitle && typeof description !== 'string') {
    const list = errorListText(error as object);
    return { title: fallbackTitle, details: list ?? content.paragraphs.map((p) => say(i18n, p)).join(' ') };
  }
  const details = content.paragraphs.map((p) => say(i18n, p)).join(' ');
  return { title: say(i18n, content.title), details: details || undefined };
}
