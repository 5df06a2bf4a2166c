// Screens save what they hold into the draft as they change and when they close (identity spec 4.4: "saved
// after each screen change"). A screen that closes because the draft was just cleared or sent must not write its
// old values back: clearing moves to a new generation, and a screen of an older one saves nothing.
let generation = 0;

/** The generation a screen opens in. */
export const draftGeneration = () => generation;

/** Call before clearing the draft (the person cleared it, or it was sent): open screens stop saving. */
export function forgetOpenScreens(): void {
  generation += 1;
}
