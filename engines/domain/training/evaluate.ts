import { domainCategories } from '@zuban/contract/services/domain-categories';
import { classifyWith, type DomainModel } from '../classifier';
import type { DomainRow } from './dataset';

export interface DomainEvaluation {
  documents: number;
  accuracy: number;
  macroF1: number;
  perLabel: { label: string; precision: number; recall: number; f1: number; support: number }[];
}

export function evaluateDomainModel(model: DomainModel, rows: readonly DomainRow[]): DomainEvaluation {
  const tp = new Map<string, number>();
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  const inc = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  let correct = 0;
  for (const row of rows) {
    const { label } = classifyWith(model, row.text);
    if (label === row.label) {
      correct += 1;
      inc(tp, label);
    } else {
      inc(fp, label);
      inc(fn, row.label);
    }
  }
  // Macro-F1 over the categories that occur in the evaluated rows.
  const present = domainCategories.filter((l) => rows.some((r) => r.label === l));
  const perLabel = present.map((label) => {
    const t = tp.get(label) ?? 0;
    const precision = t + (fp.get(label) ?? 0) === 0 ? 0 : t / (t + (fp.get(label) ?? 0));
    const recall = t / (t + (fn.get(label) ?? 0));
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { label, precision, recall, f1, support: rows.filter((r) => r.label === label).length };
  });
  return {
    documents: rows.length,
    accuracy: correct / rows.length,
    macroF1: perLabel.reduce((s, l) => s + l.f1, 0) / perLabel.length,
    perLabel,
  };
}
