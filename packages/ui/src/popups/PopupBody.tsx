import { useLingui } from '@lingui/react/macro';
import type { PopupText } from './messages';
import { paragraph } from './popups.css';

/** Turns a popup text into words: the server's as sent, ours translated. */
export function usePopupText(): (text: PopupText) => string {
  const { i18n } = useLingui();
  return (text) => (typeof text === 'string' ? text : i18n._(text));
}

export function PopupParagraphs({ paragraphs }: { paragraphs: PopupText[] }) {
  const say = usePopupText();
  return paragraphs.map((text, index) => (
    // Paragraphs never reorder: the index is a stable key here.
    // biome-ignore lint/suspicious/noArrayIndexKey: static list
    <p key={index} className={paragraph}>
      {say(text)}
    </p>
  ));
}
