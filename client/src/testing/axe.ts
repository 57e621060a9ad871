import * as axe from 'axe-core';

/** The WCAG rules the browsers' axe sweep (e2e/tests/accessibility.spec.ts) holds the pages to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's violations inside `element`, as 'rule: help (nodes)'. jsdom draws nothing, so the
 * rules that need layout (colour contrast) are left to the browser sweep.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(' | ')})`,
  );
}
