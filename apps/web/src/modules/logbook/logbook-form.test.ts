import { logbookEntryEntity } from '@mars/domain';
import { describe, expect, it } from 'vitest';

import { formSchema } from '../../entity-ui/entity-form-fields';
import { fromDateTimeInput, toDateTimeInput } from '../../entity-ui/field-kinds/date-time.kind';
import { apiValues, initialFormValues } from '../../entity-ui/form-values';
import { defaultLogbookType } from './logbook-form';

const newEntry = (defaults: Record<string, unknown>) =>
  initialFormValues(logbookEntryEntity, undefined, defaults);

describe('the logbook entry form', () => {
  it('enters and shows the entry time in UTC whatever the browser zone', () => {
    expect(toDateTimeInput('2026-03-01T14:30:00.000Z', true)).toBe('2026-03-01T14:30');
    expect(toDateTimeInput('2026-03-01T16:30:00+02:00', true)).toBe('2026-03-01T14:30');
    expect(fromDateTimeInput('2026-03-01T14:30', true)).toBe('2026-03-01T14:30:00.000Z');
    expect(fromDateTimeInput('', true)).toBeNull();
    expect(toDateTimeInput(null, true)).toBe('');
  });

  it('sends no value of a field the chosen type does not show', () => {
    const values = newEntry({ logbook_type: 'deck', vessel_id: 'v1' });
    const body = apiValues(logbookEntryEntity, {
      ...values,
      latitude: 53.5,
      me_rpm: 80,
      entry_at: '2026-03-01T08:00',
    });
    expect(body.latitude).toBe(53.5);
    expect(body.me_rpm).toBeNull();
    expect(body.entry_at).toBe('2026-03-01T08:00:00.000Z');
    expect(body.vessel_id).toBe('v1');
  });

  it('starts an edit with the stored UTC time and a new entry at the given minute', () => {
    const edit = initialFormValues(logbookEntryEntity, {
      entry_at: '2026-02-01T23:15:00Z',
      logbook_type: 'radio',
    });
    expect(edit.entry_at).toBe('2026-02-01T23:15');
    const now = new Date().toISOString();
    expect(newEntry({ logbook_type: 'deck', entry_at: now }).entry_at).toBe(now.slice(0, 16));
  });

  it('opens a new entry on the type asked for, else the engine log for engineers, else the deck log', () => {
    expect(defaultLogbookType('radio', 'officer')).toBe('radio');
    expect(defaultLogbookType(null, 'engineer')).toBe('engine');
    expect(defaultLogbookType('bogus', 'master')).toBe('deck');
  });

  it('reports the missing position, the short title and the empty required fields of one save together', () => {
    const values = {
      ...newEntry({ logbook_type: 'deck', vessel_id: '0190a0a0-0000-7000-8000-000000000001' }),
      title: 'Pi',
      description: 'Pilot on board.',
    };
    const result = formSchema(logbookEntryEntity).safeParse(values);
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(byField).toMatchObject({
      title: 'validation:logbookTitleLength',
      latitude: 'validation:logbookRequired.deck',
      longitude: 'validation:logbookRequired.deck',
      entry_type: 'validation:required',
      watch_keeper_id: 'validation:required',
    });
    expect(byField.description).toBeUndefined();
  });
});
