interface ImportMetaEnv {
  /** sandbox (default), production or staging-<n>: which of the brand's API roots the app calls. */
  readonly VITE_API_ENV?: string;
  /** The mobile-app host's origin, when it is not the page's own. */
  readonly VITE_APP_HOST_ORIGIN?: string;
}
