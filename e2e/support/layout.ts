import type { Locator } from '@playwright/test';

/**
 * The words inside `scope` (a no-break space joins, as in '$ 9.500,00') that a line break splits although they would fit their box whole: a
 * word may be split only when it alone is wider than the box it wraps in (an e-mail on a phone).
 */
export function needlesslySplitWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const canvas = document.createElement('canvas').getContext('2d');
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // The box a line wraps in: the nearest ancestor that is not inline.
      let box = parent;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      if (!parent || !box || !canvas) continue;
      const style = getComputedStyle(parent);
      const boxStyle = getComputedStyle(box);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // clientWidth is rounded to a whole pixel; a word within a pixel of the room may truly not fit.
      const room =
        box.clientWidth - parseFloat(boxStyle.paddingLeft) - parseFloat(boxStyle.paddingRight) - 1;
      for (const match of (node.textContent ?? '').matchAll(/[^ \t\n\r]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1 && canvas.measureText(match[0]).width <= room) split.push(match[0]);
      }
    }
    return split;
  });
}

/** The elements matching `selector` inside `scope` whose content runs past their own width. */
export function overflowingBoxes(scope: Locator, selector: string): Promise<string[]> {
  return scope.evaluate(
    (root, css) =>
      Array.from(root.querySelectorAll<HTMLElement>(css))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent ?? ''),
    selector,
  );
}
