import { type DomainCategory, domainCategories } from '@zuban/contract/services/domain-categories';

export interface DomainRow {
  id: string;
  source: string;
  label: DomainCategory;
  text: string;
}

export function parseDomainTsv(text: string): DomainRow[] {
  const rows: DomainRow[] = [];
  for (const line of text.split('\n').slice(1)) {
    const [id, source, label, body] = line.split('\t');
    if (!id || !source || !body) continue;
    if (!(domainCategories as readonly string[]).includes(label ?? '')) continue;
    rows.push({ id, source, label: label as DomainCategory, text: body });
  }
  return rows;
}

export function isFakeNews(row: DomainRow): boolean {
  return row.source.includes('fake');
}

/**
 * Which group a row belongs to, so that a story and its rewrites land on the same side of a
 * split: COUNTER pairs a source story 0001.xml with its rewrite 0001p.xml.
 */
export function storyKey(row: DomainRow): string {
  const counter = /^(\d+)p?\.xml$/.exec(row.id);
  return counter ? `counter:${counter[1]}` : `${row.source}:${row.id}`;
}

/**
 * The held-back evaluation part: every fifth COUNTER story pair (by story number), and the
 * real rows of Bend the Truth's own Test folder. Fake-news rows are never evaluated; those in
 * the Test folder are also kept out of training, since they may retell the held-back stories.
 */
export function splitHeldBack(rows: readonly DomainRow[]): { train: DomainRow[]; heldBack: DomainRow[] } {
  const train: DomainRow[] = [];
  const heldBack: DomainRow[] = [];
  for (const row of rows) {
    const counter = /^(\d+)p?\.xml$/.exec(row.id);
    const evalSide = counter ? Number(counter[1]) % 5 === 0 : row.id.startsWith('Test/');
    if (!evalSide) train.push(row);
    else if (!isFakeNews(row)) heldBack.push(row);
  }
  return { train, heldBack };
}
