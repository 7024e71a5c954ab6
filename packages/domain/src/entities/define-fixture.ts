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
  /** The input of the actions that ask for one. */
  inputs?: Record<string, Record<string, unknown> | undefined>;
};

export function defineFixture<const Entity extends EntityDefinition>(
  entity: Entity,
  fixture: {
    row: Partial<Record<keyof Entity['fields'], unknown>>;
    inputs?: Partial<Record<ActionName<Entity>, Record<string, unknown>>>;
  },
): EntityFixture {
  return { entity: entity.name, ...fixture };
}
