import { logbookEntryEntity } from '@mars/domain';
import { describe, expect, it } from 'vitest';

import { fullFormSchema } from '../../entity-ui/entity-form-fields';

import {
  defaultLogbookType,
  isoToUtcInput,
  logbookApiValues,
  logbookFormSections,
  logbookInitialValues,
  utcInputToIso,
} from './logbook-form';

describe('the logbook entry form', () => {
  it('shows the position and weather for a deck entry but no engine data', () => {
    const fields = logbookFormSections('deck').flat();
    expect(fields).toEqual(
      expect.arrayContaining(['latitude', 'longitude', 'wind_force', 'title', 'remarks']),
    );
    expect(fields).not.toContain('me_rpm');
    expect(fields).not.toContain('radio_station');
  });

  it('shows main engine and fuel data for an engine entry, in one section after title and description', () => {
    const sections = logbookFormSections('engine');
    expect(sections[0]).toContain('entry_at');
    expect(sections[1]).toEqual(['title', 'description']);
    expect(sections[2]).toEqual(expect.arrayContaining(['me_rpm', 'me_running_hours', 'fuel_consumed_mt']));
    expect(sections.flat()).not.toContain('latitude');
    expect(sections.at(-1)).toContain('remarks');
  });

  it('shows only the common fields before a type is chosen', () => {
    const fields = logbookFormSections('').flat();
    expect(fields).toContain('description');
    expect(fields).not.toContain('latitude');
    expect(fields).not.toContain('me_rpm');
  });

  it('enters and shows the entry time in UTC whatever the browser zone', () => {
    expect(isoToUtcInput('2026-03-01T14:30:00.000Z')).toBe('2026-03-01T14:30');
    expect(isoToUtcInput('2026-03-01T16:30:00+02:00')).toBe('2026-03-01T14:30');
    expect(utcInputToIso('2026-03-01T14:30')).toBe('2026-03-01T14:30:00.000Z');
    expect(utcInputToIso('')).toBeNull();
    expect(isoToUtcInput(null)).toBe('');
  });

  it('sends no value of a field the chosen type does not show', () => {
    const values = logbookInitialValues(undefined, { logbook_type: 'deck', vessel_id: 'v1' });
    const body = logbookApiValues({ ...values, latitude: 53.5, me_rpm: 80, entry_at: '2026-03-01T08:00' });
    expect(body.latitude).toBe(53.5);
    expect(body.me_rpm).toBeNull();
    expect(body.entry_at).toBe('2026-03-01T08:00:00.000Z');
    expect(body.vessel_id).toBe('v1');
  });

  it('starts an edit with the stored UTC time and a new entry at the current minute', () => {
    const edit = logbookInitialValues({ entry_at: '2026-02-01T23:15:00Z', logbook_type: 'radio' }, {});
    expect(edit.entry_at).toBe('2026-02-01T23:15');
    const created = logbookInitialValues(undefined, { logbook_type: 'deck' });
    expect(created.entry_at).toBe(new Date().toISOString().slice(0, 16));
  });

  it('opens a new entry on the type asked for, else the engine log for engineers, else the deck log', () => {
    expect(defaultLogbookType('radio', 'officer')).toBe('radio');
    expect(defaultLogbookType(null, 'engineer')).toBe('engine');
    expect(defaultLogbookType('bogus', 'master')).toBe('deck');
  });

  it('reports the missing position, the short title and the empty required fields of one save together', () => {
    const values = {
      ...logbookInitialValues(undefined, {
        logbook_type: 'deck',
        vessel_id: '0190a0a0-0000-7000-8000-000000000001',
      }),
      title: 'Pi',
      description: 'Pilot on board.',
    };
    const result = fullFormSchema(logbookEntryEntity, logbookApiValues).safeParse(values);
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
