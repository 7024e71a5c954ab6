// What one entity's screen adds to the generic list and form (issue 10 'Screens'): cells, row
// actions, create defaults, form parts. Each entity that needs some has one UI file beside its
// module (`modules/<module>/<entity>.ui.tsx`), listed in app/entity-uis.ts and fetched with its screen.
import type { ReactNode } from 'react';

import type { EntityListPageProps } from './entity-list-page';

export type EntityScreenParts = Pick<
  EntityListPageProps,
  | 'cells'
  | 'rowActions'
  | 'rowPermissions'
  | 'createDefaults'
  | 'createLabel'
  | 'formExtra'
  | 'formInputs'
  | 'headerActions'
  | 'toolbar'
  | 'messages'
> & {
  /** Shown after the list: the dialogs its row actions open. */
  children?: ReactNode;
};

/** An entity's parts: a hook the screen calls on each render (it may keep state, read the user). */
export type EntityUi = { useParts: () => EntityScreenParts };

export function defineEntityUi(useParts: () => EntityScreenParts): EntityUi {
  return { useParts };
}
