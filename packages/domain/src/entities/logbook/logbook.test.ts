import { describe, expect, it } from 'vitest';

import { logbookChainContent, verifyLogbookChain } from './logbook-chain';
import { logbookEntryEntity } from './logbook-entry.entity';
import { watchPeriodEntity } from './watch-period.entity';

// Any function of the whole text serves the chain's logic; the server uses SHA-256.
const sha256 = (text: string) => `hash(${text})`;
const context = { today: '2026-11-22', now: '2026-11-22T12:00:00.000Z' };

const deckEntry = {
  logbook_type: 'deck',
  entry_at: '2026-11-22T08:00:00Z',
  entry_type: 'watch',
  title: 'Morning watch',
  description: 'Proceeding on passage, all well.',
  latitude: 53.5,
  longitude: 8.1,
};

describe('logbook entry validation (spec section 5)', () => {
  it('accepts a complete deck entry', () => {
    expect(logbookEntryEntity.refine(deckEntry, context)).toEqual({});
  });

  it('asks for a position in the deck log and engine and fuel data in the engine log', () => {
    expect(logbookEntryEntity.refine({ ...deckEntry, latitude: null, longitude: '' }, context)).toEqual({
      latitude: ['validation:logbookRequired.deck'],
      longitude: ['validation:logbookRequired.deck'],
    });
    expect(
      Object.keys(logbookEntryEntity.refine({ ...deckEntry, logbook_type: 'engine', me_rpm: 84 }, context)),
    ).toEqual(['me_running_hours', 'fuel_consumed_mt']);
    expect(
      logbookEntryEntity.refine({ ...deckEntry, logbook_type: 'radio', latitude: null }, context),
    ).toEqual({});
  });

  it('refuses a title under 3 characters, a description under 10 and a time after now', () => {
    expect(
      logbookEntryEntity.refine(
        { ...deckEntry, title: 'ab', description: 'too short', entry_at: '2026-11-22T12:00:01Z' },
        context,
      ),
    ).toEqual({
      title: ['validation:logbookTitleLength'],
      description: ['validation:logbookDescriptionLength'],
      entry_at: ['validation:logbookFutureDate'],
    });
    expect(logbookEntryEntity.refine({ ...deckEntry, title: 'abc', entry_at: context.now }, context)).toEqual(
      {},
    );
  });
});

describe('logbook hash chain', () => {
  const approved = (position: number, previous: string | null, title: string) => {
    const row: Record<string, unknown> = {
      ...deckEntry,
      id: `00000000-0000-7000-8000-00000000000${position}`,
      vessel_id: '00000000-0000-7000-8000-0000000000aa',
      entry_number: `D-2026-000${position}`,
      status: 'approved',
      title,
      chain_position: position,
      previous_hash: previous,
    };
    row.content_hash = sha256(logbookChainContent(row));
    return row;
  };
  const first = approved(1, null, 'First');
  const second = approved(2, first.content_hash as string, 'Second');
  const head = { lastPosition: 2, lastHash: second.content_hash as string };

  it('gives the same content for numbers stored as text and instants in another notation', () => {
    const asStored = { ...first, latitude: '53.5', entry_at: new Date('2026-11-22T08:00:00.000Z') };
    expect(logbookChainContent(asStored)).toBe(logbookChainContent(first));
  });

  it('holds for an untouched chain and finds a changed, a relinked and a removed entry', () => {
    expect(verifyLogbookChain([first, second], sha256, head)).toEqual({ ok: true, checked: 2, problems: [] });
    const changed = verifyLogbookChain([{ ...first, title: 'Edited later' }, second], sha256, head);
    expect(changed.problems).toEqual([
      { entryId: first.id, entryNumber: 'D-2026-0001', position: 1, problem: 'content_changed' },
    ]);
    expect(verifyLogbookChain([first], sha256, head).problems.map((p) => p.problem)).toEqual([
      'head_mismatch',
    ]);
    expect(verifyLogbookChain([second], sha256, head).problems.map((p) => p.problem)).toEqual([
      'position_gap',
      'link_broken',
    ]);
  });
});

describe('watch periods', () => {
  it('wants HH:MM times and an end date not before the start', () => {
    expect(
      watchPeriodEntity.refine({
        start_time: '8:00',
        end_time: '24:00',
        effective_from: '2026-11-22',
        effective_to: '2026-11-21',
      }),
    ).toEqual({ start_time: ['validation:timeFormat'], effective_to: ['validation:dateRange'] });
  });
});
