import { describe, expect, it } from 'vitest';
import { classifyWith } from './classifier';
import { deserializeDomainModel, serializeDomainModel } from './model-file';
import type { DomainRow } from './training/dataset';
import { trainDomainModel } from './training/train-model';

const rows: DomainRow[] = [
  { id: '1', source: 't', label: 'Sports', text: 'کرکٹ میچ وکٹ رنز' },
  { id: '2', source: 't', label: 'Sports', text: 'میچ ٹیم کھلاڑی وکٹ' },
  { id: '3', source: 't', label: 'Health', text: 'ہسپتال مریض ڈاکٹر دوا' },
  { id: '4', source: 't', label: 'Health', text: 'مریض علاج ڈاکٹر بیماری' },
];

describe('domain classifier', () => {
  it('learns separable toy documents and survives the file format', () => {
    const model = deserializeDomainModel(serializeDomainModel(trainDomainModel(rows, { minDf: 1 }), {}));
    expect(classifyWith(model, 'کھلاڑی نے وکٹ لی').label).toBe('Sports');
    expect(classifyWith(model, 'ڈاکٹر نے مریض کو دوا دی').label).toBe('Health');
  });
});
