// A valid row of an entity declared beside its definition (<entity>.fixtures.ts), with the input of
// the workflow actions that ask for one; the registry's contract test writes and steps it.
import type { EntityDefinition } from './define-entity';
import type { ActionName } from './workflow';

export type EntityFixture = {
  entity: string;
  /**
   * A valid row as a client writes it, without its vessel. Required references it leaves out are
   * filled by the test with a row of the referenced entity on the same vessel (or a user).
   */
  row: Record<string, unknown>;
  /** What an edit of the row changes (the contract test updates the row with it). */
  update: Record<string, unknown>;
  /** The input of the actions that ask for one. */
  inputs?: Record<string, Record<string, unknown> | undefined>;
  /**
   * Rows that only the person they are about writes (a seafarer's signature of their record): the
   * contract test finds an admin's write refused; the entity's own tests write it as the person.
   */
  writtenByThePerson?: boolean;
};

/** What a fixture may give a field: one of an enum's values, a number, a boolean, or a string. */
type FixtureValue<Field> = Field extends { values: readonly (infer Value)[] }
  ? Value
  : Field extends { kind: 'number' }
    ? number
    : Field extends { kind: 'boolean' }
      ? boolean
      : string;

/* @__NO_SIDE_EFFECTS__ */
export function defineFixture<const Entity extends EntityDefinition>(
  entity: Entity,
  fixture: {
    row: { [Name in keyof Entity['fields']]?: FixtureValue<Entity['fields'][Name]> };
    update: { [Name in keyof Entity['fields']]?: FixtureValue<Entity['fields'][Name]> };
    inputs?: Partial<Record<ActionName<Entity>, Record<string, unknown>>>;
    writtenByThePerson?: boolean;
  },
): EntityFixture {
  return { entity: entity.name, ...fixture };
}
