import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineFlow, type FlowDefinition } from '../src/flows/define-flow';
import { flowList } from '../src/flows/flow-list';
import { buildFlows } from '../src/flows/flows.module';
import type { DropStock } from '../src/modules/catalogue/index';

// The flows wire themselves (issue 30): each file exports its definition, `flow-list.ts` orders them, and
// `flows.module.ts` builds them in that order. A list out of order, or a key listed twice, fails the boot.

const app = {
  db: { kysely: {} },
  clock: () => 0,
  log: { child: () => ({}) },
  catalogue: { stock: {} },
} as unknown as FastifyInstance;
const options = { stock: {} as DropStock };

const marker = (name: string) => ({ name }) as never;

describe('the flow list', () => {
  it('names each flow once, with a build', () => {
    const keys = flowList.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of flowList) expect(typeof d.build).toBe('function');
  });

  it('builds in order: a flow reads the flows above it, and they are there', () => {
    const seen: unknown[] = [];
    const list: FlowDefinition[] = [
      defineFlow({ key: 'handOver', build: () => marker('handOver') }),
      defineFlow({
        key: 'openBox',
        build: ({ flows }) => {
          seen.push(flows.handOver);
          return marker('openBox');
        },
      }),
    ];
    const flows = buildFlows(app, options, list);
    expect(seen).toEqual([{ name: 'handOver' }]);
    expect(flows).toEqual({ handOver: { name: 'handOver' }, openBox: { name: 'openBox' } });
  });

  it('refuses a list out of order, and a key listed twice, naming the flows', () => {
    const reader = defineFlow({ key: 'openBox', build: ({ flows }) => (flows.handOver ? marker('openBox') : marker('none')) });
    const handOver = defineFlow({ key: 'handOver', build: () => marker('handOver') });
    expect(() => buildFlows(app, options, [reader, handOver])).toThrow(
      'flow openBox reads flows.handOver before it is built: order flows/flow-list.ts',
    );
    expect(() => buildFlows(app, options, [handOver, handOver])).toThrow('flow handOver is listed twice in flows/flow-list.ts');
  });

  it('the stock is the catalogue module’s unless the options give one', () => {
    const stocks: unknown[] = [];
    const probe = defineFlow({ key: 'handOver', build: ({ stock }) => (stocks.push(stock), marker('handOver')) });
    const given = {} as DropStock;
    buildFlows(app, { stock: given }, [probe]);
    buildFlows(app, {}, [probe]);
    expect(stocks[0]).toBe(given);
    expect(stocks[1]).toBe(app.catalogue.stock);
  });
});
