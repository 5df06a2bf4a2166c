import type { ReactNode } from 'react';
import { create } from 'zustand';

/** Renders one popup: a modal (usually `<Dialog isOpen onOpenChange>`) that calls `close` to leave. */
export type PopupRender = (close: () => void) => ReactNode;

export interface PopupEntry {
  id: string;
  render: PopupRender;
  /** Called once when this popup leaves the stack, however it was closed. */
  onClose?: () => void;
}

interface PopupStackState {
  /** Oldest first; the last one is the one on screen. */
  entries: PopupEntry[];
}

/** The popup stack: one popup on screen at a time; a newer one covers older ones until it closes. */
export const usePopupStack = create<PopupStackState>(() => ({ entries: [] }));

let counter = 0;
let focusBeforeStack: HTMLElement | null = null;

/** The element that had focus before the first popup of the stack opened (taken once). */
export function takeFocusBeforeStack(): HTMLElement | null {
  const element = focusBeforeStack;
  focusBeforeStack = null;
  return element;
}

/** Puts a popup on top of the stack and returns its id. */
export function openPopup(render: PopupRender, options: { onClose?: () => void } = {}): string {
  if (usePopupStack.getState().entries.length === 0 && typeof document !== 'undefined') {
    focusBeforeStack = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  counter += 1;
  const id = `popup-${counter}`;
  usePopupStack.setState((state) => ({ entries: [...state.entries, { id, render, onClose: options.onClose }] }));
  return id;
}

/** Closes the popup `id`, or the top one without an id. Closing a popup that is gone does nothing. */
export function closePopup(id?: string): void {
  const { entries } = usePopupStack.getState();
  const target = id === undefined ? entries.at(-1) : entries.find((entry) => entry.id === id);
  if (!target) return;
  usePopupStack.setState({ entries: entries.filter((entry) => entry !== target) });
  target.onClose?.();
}

/** Empties the stack (e.g. on sign-out), calling every popup's onClose, newest first. */
export function closeAllPopups(): void {
  const { entries } = usePopupStack.getState();
  usePopupStack.setState({ entries: [] });
  for (const entry of [...entries].reverse()) entry.onClose?.();
}
