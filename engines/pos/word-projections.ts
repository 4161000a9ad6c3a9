/**
 * The window network's first-layer outputs of one word type in each of the five window roles,
 * kept in the tagger's word table (#35): the same sums, in the same order, as roleProjection
 * (window-net.ts), with the word's embedding rows looked up once for all roles and its own word
 * and vector rows projected without being cached a second time per row.
 */
import {
  layoutOf,
  projectRow,
  ROLES,
  rowProjection,
  slotKey,
  unknownKey,
  type WindowNet,
} from './window-net';

/** Slot kinds a role may read, in the order of NetWord.rows. */
const KINDS = ['w', 's1', 's2', 's3', 's4', 'p1', 'p2', 'p3', 'v'] as const;
const KIND_INDEX = new Map<string, number>(KINDS.map((kind, k) => [kind, k]));

export interface NetWord {
  /** Embedding row per slot kind (KINDS order), -1 until looked up. */
  rows: Int32Array;
  /** Five hidden-sized projections, roles -2..2 in order, from offset `at` (a shared chunk). */
  projections: Float32Array;
  at: number;
  /** Bit r set once the projection of role index r is computed. */
  done: number;
}

const unknownRows = new WeakMap<WindowNet, Int32Array>();

/** Per slot kind, the net's unknown row (-1 for a kind the net lacks). */
function unknownRowsOf(net: WindowNet): Int32Array {
  let rows = unknownRows.get(net);
  if (!rows) {
    rows = Int32Array.from(KINDS, (kind) => net.keys.get(unknownKey(kind)) ?? -1);
    unknownRows.set(net, rows);
  }
  return rows;
}

/** A word's entry, its projections at `at` of `projections` (5 x net.hidden zeroed numbers). */
export function newNetWord(projections: Float32Array, at: number): NetWord {
  return { rows: new Int32Array(KINDS.length).fill(-1), projections, at, done: 0 };
}

let scratch = new Float32Array(0);

/**
 * The offset in `entry.projections` of the projection of `word` (normalised) in role index r
 * (role r - 2), computed on first use.
 */
export function projectionAt(net: WindowNet, entry: NetWord, word: string, r: number): number {
  const at = entry.at + r * net.hidden;
  if ((entry.done & (1 << r)) !== 0) return at;
  const layout = layoutOf(net);
  const role = ROLES[r]!;
  const slots = layout.slots[role];
  const start = layout.start[role];
  const unknown = unknownRowsOf(net);
  if (scratch.length < net.hidden) scratch = new Float32Array(net.hidden);
  const out = entry.projections;
  for (let k = 0; k < slots.length; k += 1) {
    const slot = slots[k]!;
    const kind = KIND_INDEX.get(slot)!;
    let row = entry.rows[kind]!;
    if (row < 0) {
      row = net.keys.get(slotKey(slot, word)) ?? unknown[kind]!;
      entry.rows[kind] = row;
    }
    // Affix rows and unknown rows serve many words: their projections are cached per slot. A
    // word's own word and vector rows serve only it, whose projections the word table keeps.
    let projection: Float32Array;
    if ((slot === 'w' || slot === 'v') && row !== unknown[kind]) {
      projectRow(net, start + k, row, scratch);
      projection = scratch;
    } else projection = rowProjection(net, start + k, row);
    for (let h = 0; h < net.hidden; h += 1) out[at + h]! += projection[h]!;
  }
  entry.done |= 1 << r;
  return at;
}
