// `@paydeck/ui/theme`: what style files (`*.css.ts`) outside this package need, without any React
// component, so vanilla-extract can evaluate them cheaply: the contract, media queries, focus ring, elevation.
export { vars } from './contract.css';
export { media, minWidth, below } from './media';
export { focusRing } from './focus';
export { elevation } from './elevation';
