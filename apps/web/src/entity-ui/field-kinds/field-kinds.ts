// The one map of field kinds (style.md section 3): a kind missing here fails tsc.
import type { FieldKind } from '@mars/domain';

import { attachmentKind } from './attachment.kind';
import { booleanKind } from './boolean.kind';
import { dateTimeKind } from './date-time.kind';
import { dateKind } from './date.kind';
import { emailKind } from './email.kind';
import { enumKind } from './enum.kind';
import type { FieldKindSpec } from './field-kind.types';
import { longTextKind } from './long-text.kind';
import { numberKind } from './number.kind';
import { phoneKind } from './phone.kind';
import { referenceKind } from './reference.kind';
import { textKind } from './text.kind';

export const FIELD_KINDS = {
  text: textKind,
  longText: longTextKind,
  date: dateKind,
  dateTime: dateTimeKind,
  number: numberKind,
  enum: enumKind,
  boolean: booleanKind,
  reference: referenceKind,
  email: emailKind,
  phone: phoneKind,
  attachment: attachmentKind,
} satisfies Record<FieldKind, FieldKindSpec>;

export function fieldKind(kind: FieldKind): FieldKindSpec {
  return FIELD_KINDS[kind];
}
