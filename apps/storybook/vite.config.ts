import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandPlugin } from '@paydeck/brand-config/vite';
import { linguiPlugins } from '@paydeck/i18n/vite';

// Used by `storybook dev/build` (builder-vite loads it) and by vitest.config.ts. The brand plugin gives
// packages that read `@paydeck/brand-config/active` (auth, and features through it) the default brand;
// the toolbar's brand switch re-themes the stories on top of it.
export default defineConfig({
  plugins: [react(), ...linguiPlugins(), vanillaExtractPlugin(), brandPlugin()],
});
