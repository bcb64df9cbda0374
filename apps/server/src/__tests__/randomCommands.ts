import { DesignerError, pageCommands, type PageCommands } from '@tessera/designer';
import type * as Y from 'yjs';

/** A small seeded PRNG (mulberry32): a failing run can be replayed with its seed. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One random named command of the designer on the document as this designer sees it. */
export function randomCommand(doc: Y.Doc, commands: PageCommands, next: () => number): void {
  const ids = [...doc.getMap('controls').keys()];
  const pick = () => ids[Math.floor(next() * ids.length)];
  const roll = next();
  try {
    if (roll < 0.2 || ids.length < 3) {
      commands.addControl({ typeName: next() < 0.5 ? 'Button' : 'Text' });
    } else if (roll < 0.5) {
      commands.setProperty(pick()!, ['props', next() < 0.5 ? 'title' : 'label'], `v${next()}`);
    } else if (roll < 0.65) {
      const x = Math.floor(next() * 20);
      commands.setLayout(pick()!, { x, y: Math.floor(next() * 20), w: 2, h: 1 });
    } else if (roll < 0.75) {
      commands.moveControl(pick()!, { parent: null }, Math.floor(next() * 5));
    } else if (roll < 0.82) {
      commands.deleteControls([pick()!]);
    } else if (roll < 0.88) {
      commands.duplicateControls([pick()!]);
    } else if (roll < 0.94) {
      commands.setPageSetting('title', `t${next()}`);
    } else {
      commands.setField(pick()!, 'hidden', next() < 0.5);
    }
  } catch (error) {
    // A control a colleague deleted a moment ago: refused, and the document is unchanged.
    if (!(error instanceof DesignerError)) throw error;
  }
}

/**
 * A designer making `count` random commands on its document (seeded by `seed`, new control ids
 * `{idPrefix}-{n}`), yielding every 10 commands so the sockets carry the others' edits in
 * between, as people's pauses do.
 */
export async function makeRandomCommands(
  doc: Y.Doc,
  options: { origin: string; idPrefix: string; seed: number; count: number },
): Promise<void> {
  const next = random(options.seed);
  let id = 0;
  const commands = pageCommands(doc, {
    origin: options.origin,
    newId: () => `${options.idPrefix}-${(id += 1)}`,
  });
  for (let n = 0; n < options.count; n += 1) {
    randomCommand(doc, commands, next);
    if (n % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
