import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The part of axe-core's result this suite reads (axe-core's own types describe the whole). */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** window.axe, as far as this suite calls it. */
interface AxeRunner {
  run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
}

let source: string | undefined;

/** axe-core's browser bundle, read once from the e2e workspace's node_modules. */
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/**
 * Runs axe-core on the page as it is now and returns its violations. The script is evaluated through
 * the DevTools protocol, so the server's Content-Security-Policy (no inline scripts) does not stop it;
 * it is injected again only after a navigation replaced the document.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: AxeRunner };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** Serious and critical violations only: the ones the suite refuses. */
export function blocking(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and element, for a failure message a person can act on. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${where} ${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(n.target)}`),
  );
}
