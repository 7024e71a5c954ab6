import { describe, expect, it } from 'vitest';

import { crewMemberEntity } from './crew/crew-member.entity';
import { trainingEntity } from './crew/training.entity';
import { defineEntity } from './define-entity';
import { rowTitleOf, titleParts } from './entity-title';
import { equipmentEntity } from './maintenance/equipment.entity';
import { workOrderEntity } from './maintenance/work-order.entity';
import { ENTITIES } from './registry';

const rank = (field: string, value: string) => (field === 'rank' ? `<${value}>` : value);

describe('how a row is named', () => {
  it('names a seafarer "Last, First – Rank", the rank in the reader’s language', () => {
    const seafarer = { first_name: 'Mark Anthony', last_name: 'Reyes', rank: 'able_seaman' };
    expect(rowTitleOf(crewMemberEntity, seafarer, rank)).toBe('Reyes, Mark Anthony – <able_seaman>');
    expect(rowTitleOf(crewMemberEntity, seafarer)).toBe('Reyes, Mark Anthony – able_seaman');
  });

  it('leaves out an empty field with the separator before it', () => {
    expect(rowTitleOf(crewMemberEntity, { first_name: 'Anna', last_name: 'Kowalski', rank: null })).toBe(
      'Kowalski, Anna',
    );
    expect(rowTitleOf(crewMemberEntity, { first_name: 'Anna', last_name: '', rank: 'cook' })).toBe(
      'Anna – cook',
    );
    expect(rowTitleOf(crewMemberEntity, { first_name: null, last_name: undefined })).toBe('');
  });

  it('names equipment by code and name, a course by code and title, others by their title field', () => {
    expect(rowTitleOf(equipmentEntity, { code: 'AE1', name: 'Auxiliary engine No. 1' })).toBe(
      'AE1 · Auxiliary engine No. 1',
    );
    expect(rowTitleOf(trainingEntity, { course_code: 'STCW-BST', title: 'Basic safety' })).toBe(
      'STCW-BST Basic safety',
    );
    expect(rowTitleOf(workOrderEntity, { title: 'Renew coupling', priority: 'high' })).toBe('Renew coupling');
  });

  it('splits a format into the fields and the text before each', () => {
    expect(titleParts(crewMemberEntity)).toEqual({
      parts: [
        { before: '', field: 'last_name' },
        { before: ', ', field: 'first_name' },
        { before: ' – ', field: 'rank' },
      ],
      after: '',
    });
    const boxed = { ...equipmentEntity, titleFormat: '[{code}] {name}.' };
    expect(rowTitleOf(boxed, { code: 'AE1', name: 'Aux' })).toBe('[AE1] Aux.');
    expect(rowTitleOf(boxed, { code: null, name: 'Aux' })).toBe('Aux.');
  });

  it('holds every registered format to its own title fields', () => {
    for (const entity of ENTITIES) {
      expect(() => titleParts(entity), entity.name).not.toThrow();
      const named = titleParts(entity).parts.map((part) => part.field);
      for (const field of named) expect(Object.keys(entity.fields), entity.name).toContain(field);
    }
    expect(() => titleParts({ ...equipmentEntity, titleFormat: '{code} {serial}' })).toThrow(/serial/);
  });

  it('fails tsc for a title field that does not exist', () => {
    const base = {
      name: 'thing',
      module: 'fleet',
      resource: 'things',
      table: 'things',
      scope: 'organization',
      defaultSort: 'title',
      list: { columns: ['title'] },
      form: { sections: [['title']] },
      writeRoles: ['master'],
      fields: { title: { kind: 'text' } },
    } as const;
    expect(defineEntity({ ...base, titleField: 'title' }).titleField).toBe('title');
    // @ts-expect-error: 'name' is no field of the entity
    defineEntity({ ...base, titleField: 'name' });
    // @ts-expect-error: 'code' is no field of the entity
    defineEntity({ ...base, titleField: 'title', titleFields: ['code', 'title'] });
  });
});
