import type { Decorator } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useLayoutEffect } from 'react';
import { vars } from '../theme/contract.css';
import { allBrands } from './brands';

/**
 * Puts the toolbar brand's theme on <html> as well. Popovers, dialogs and toasts render in portals
 * at the end of <body>, outside the themed wrapper of the preview; without this they would show
 * (and be checked by axe) with no brand colours at all.
 */
export const withBrandOnRoot: Decorator = (Story, { globals }) => {
  const brand = allBrands.find((b) => b.id === globals.brand) ?? allBrands.find((b) => b.id === 'wallet');
  useLayoutEffect(() => {
    if (!brand) return;
    const properties = Object.entries(assignInlineVars(vars, brand.theme));
    const root = document.documentElement.style;
    for (const [name, value] of properties) root.setProperty(name, String(value));
    return () => {
      for (const [name] of properties) root.removeProperty(name);
    };
  }, [brand]);
  return <Story />;
};
