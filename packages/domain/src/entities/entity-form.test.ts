import { describe, expect, it } from 'vitest';

import { defineEntity } from './define-entity';
import { formFieldsOf, formSectionsOf, otherVariantFields, variantFieldsOf } from './entity-form';
import { logbookEntryEntity } from './logbook/logbook-entry.entity';
import { workOrderEntity } from './maintenance/work-order.entity';

describe('the sections of a form', () => {
  it('puts the chosen logbook type’s data after title and description', () => {
    const sections = formSectionsOf(logbookEntryEntity, { logbook_type: 'engine' });
    expect(sections[0]).toContain('entry_at');
    expect(sections[1]).toEqual(['title', 'description']);
    expect(sections[2]).toEqual(expect.arrayContaining(['me_rpm', 'me_running_hours', 'fuel_consumed_mt']));
    expect(sections.flat()).not.toContain('latitude');
    expect(sections.at(-1)).toContain('remarks');
  });

  it('shows the position and weather for a deck entry, and only the common fields before a type is chosen', () => {
    const deck = formSectionsOf(logbookEntryEntity, { logbook_type: 'deck' }).flat();
    expect(deck).toEqual(expect.arrayContaining(['latitude', 'longitude', 'wind_force', 'title', 'remarks']));
    expect(deck).not.toContain('me_rpm');
    const none = formSectionsOf(logbookEntryEntity, { logbook_type: '' }).flat();
    expect(none).toContain('description');
    expect(none).not.toContain('latitude');
  });

  it('lists every field a form may show once, and the fields another type’s entry stores empty', () => {
    const all = formFieldsOf(logbookEntryEntity);
    expect(all.filter((name) => name === 'latitude')).toHaveLength(1);
    expect(all).toEqual(expect.arrayContaining(['me_rpm', 'radio_station', 'remarks']));
    expect(variantFieldsOf(logbookEntryEntity, 'radio')).toContain('radio_frequency');
    const others = otherVariantFields(logbookEntryEntity, { logbook_type: 'deck' });
    expect(others).toContain('me_rpm');
    expect(others).not.toContain('latitude');
    expect(others).not.toContain('title');
  });

  it('asks a new work order only what is known before the work is done', () => {
    const created = formSectionsOf(workOrderEntity, {}, { creating: true }).flat();
    expect(created).toContain('assigned_to');
    expect(created).not.toContain('completion_notes');
    expect(formSectionsOf(workOrderEntity, {}).flat()).toContain('completion_notes');
  });

  it('fails tsc for a section, a new row’s section or a variant naming what does not exist', () => {
    const base = {
      name: 'thing',
      module: 'fleet',
      resource: 'things',
      table: 'things',
      scope: 'organization',
      titleField: 'title',
      defaultSort: 'title',
      list: { columns: ['title'] },
      writeRoles: ['master'],
      fields: { title: { kind: 'text' }, kind: { kind: 'enum', values: ['a', 'b'] }, note: { kind: 'text' } },
    } as const;
    const good = defineEntity({
      ...base,
      form: { sections: [['title']], variants: { field: 'kind', at: 1, sections: { a: [['note']] } } },
    });
    expect(formSectionsOf(good, { kind: 'a' })).toEqual([['title'], ['note']]);
    // @ts-expect-error: 'remarks' is no field of the entity
    defineEntity({ ...base, form: { sections: [['title', 'remarks']] } });
    // @ts-expect-error: 'due' is no field of the entity
    defineEntity({ ...base, form: { sections: [['title']], create: [['due']] } });
    defineEntity({
      ...base,
      form: {
        sections: [['title']],
        // @ts-expect-error: 'c' is no value of the field
        variants: { field: 'kind', at: 1, sections: { a: [['note']], c: [['note']] } },
      },
    });
    defineEntity({
      ...base,
      // @ts-expect-error: a variant field that does not exist
      form: { sections: [['title']], variants: { field: 'type', at: 1, sections: {} } },
    });
  });
});
