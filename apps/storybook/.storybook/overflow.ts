/**
 * The overflow check (README, "Overflow"): at a phone's and a desktop's width nothing scrolls sideways, and every
 * control is within reach, in the viewport or inside a region that says it scrolls. axe cannot see a Pay button
 * clipped out of view; this can.
 *
 * A region that says it scrolls: an element that scrolls sideways (`overflow-x: auto | scroll`) and is a named
 * region (`role="region"` or a `<section>`, named by `aria-label` or `aria-labelledby`): a screen reader names it,
 * a keyboard reaches it, and the ui package's parts that scroll draw a cue at its edges (DataTable's shadows).
 */

/** What can be pressed, followed or typed into. */
const controls = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'combobox', 'slider'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** Sub-pixel rounding: a box this far past an edge is still within it. */
const slack = 1;

/** A short name for an element in a failure: its tag, role and text. */
export function describeElement(element: Element): string {
  const role = element.getAttribute('role');
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${name ? ` "${name.slice(0, 40)}"` : ''}`;
}

function isScrollRegion(element: Element, style: CSSStyleDeclaration): boolean {
  if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') return false;
  const isRegion = element.getAttribute('role') === 'region' || element.tagName === 'SECTION';
  const name = element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby')?.trim();
  return isRegion && Boolean(name);
}

/** The horizontal span an element's content is seen in (inside its borders). */
function clipSpan(element: Element): { left: number; right: number } {
  const left = element.getBoundingClientRect().left + element.clientLeft;
  return { left, right: left + element.clientWidth };
}

/**
 * Why a control is out of reach sideways, or null: cut off by an ancestor that hides its overflow or scrolls
 * without saying so, or outside the viewport. Hidden on purpose (visually hidden, not rendered, inert or
 * aria-hidden) is not out of reach.
 */
function outOfReach(control: Element, viewportWidth: number): string | null {
  if (!control.checkVisibility({ visibilityProperty: true })) return null;
  if (control.closest('[inert], [aria-hidden="true"]')) return null;
  const box = control.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return null;
  const outside = (span: { left: number; right: number }) =>
    box.left < span.left - slack || box.right > span.right + slack;
  let fixed = false;
  for (let element: Element | null = control; element && element !== document.documentElement; ) {
    const style = getComputedStyle(element);
    if (style.clipPath !== 'none' || style.clip !== 'auto') return null;
    if (element !== control && !fixed && style.overflowX !== 'visible') {
      if (isScrollRegion(element, style)) return null;
      if (outside(clipSpan(element))) return `cut off by ${describeElement(element)} (overflow-x: ${style.overflowX})`;
    }
    // A fixed element's box is the viewport's: its ancestors' overflow does not cut it.
    if (style.position === 'fixed') fixed = true;
    element = element.parentElement;
  }
  return outside({ left: 0, right: viewportWidth }) ? `outside the ${viewportWidth} px viewport` : null;
}

/**
 * Where a sideways scroll starts: the elements that stick out of the page's width while their parent does not,
 * and the elements whose own content (a long word, a child that sticks out) runs past it while they do not.
 * Inside an element that clips or scrolls sideways nothing moves the page, so its content is not looked at.
 */
function culprits(width: number): string[] {
  const found: Array<{ right: number; text: string }> = [];
  // Whether the element or something in it was found.
  const visit = (element: Element, parentRight: number): boolean => {
    const box = element.getBoundingClientRect();
    if (box.right > width + slack && parentRight <= width + slack) {
      found.push({ right: box.right, text: `${describeElement(element)} ends at ${Math.round(box.right)} px` });
      return true;
    }
    if (getComputedStyle(element).overflowX !== 'visible') return false;
    let inside = false;
    for (const child of element.children) inside = visit(child, box.right) || inside;
    const contentRight = box.left + element.scrollWidth;
    if (inside || contentRight <= width + slack || element.scrollWidth <= element.clientWidth) return inside;
    found.push({
      right: contentRight,
      text: `the text of ${describeElement(element)} runs to ${Math.round(contentRight)} px`,
    });
    return true;
  };
  for (const child of document.body.children) visit(child, width);
  return found
    .sort((a, b) => b.right - a.right)
    .slice(0, 3)
    .map((culprit) => culprit.text);
}

/**
 * The elements whose content scrolls sideways in them but that are not regions that say so (a table clipped in
 * its card, with nothing to tell there is more). A field's own text is the field's business.
 */
function silentScrollers(): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.scrollWidth <= element.clientWidth + slack || element.matches('input, textarea, select')) continue;
    const style = getComputedStyle(element);
    if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && !isScrollRegion(element, style)) {
      found.push(describeElement(element));
    }
  }
  return found;
}

/** What is out of reach sideways on the page as it is laid out now, one line each. */
export function overflowAtThisWidth(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) {
    problems.push(`the page scrolls sideways (${scrollWidth} > ${width} px): ${culprits(width).join('; ')}`);
  }
  for (const scroller of silentScrollers()) problems.push(`${scroller} scrolls sideways without saying so`);
  for (const control of document.body.querySelectorAll(controls)) {
    const why = outOfReach(control, width);
    if (why) problems.push(`${describeElement(control)} is ${why}`);
  }
  return problems;
}
