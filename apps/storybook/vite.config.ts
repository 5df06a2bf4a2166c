import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from '@paydeck/i18n/vite';

// Used by `storybook dev/build` (builder-vite loads it) and by vitest.config.ts.
export default defineConfig({
  plugins: [react(), ...linguiPlugins(), vanillaExtractPlugin()],
});
