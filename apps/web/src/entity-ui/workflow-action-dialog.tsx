// The dialog of a workflow action that asks for input (a rejection reason, a completion date): one
// input per declared value by its field kind, checked with the same schema the server uses before
// anything is sent, the server's field errors on their inputs, and nothing typed lost on a failure.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { EntityDefinition, WorkflowInput } from '@mars/domain';
import { workflowAction, workflowInputSchema } from '@mars/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldLabel } from './entity-labels';
import { fieldKind } from './field-kinds/field-kinds';
import { issueKey } from './form-values';
import { actionText, toneOf } from './workflow-texts';

type Row = Record<string, unknown>;

/** How a step ended: null when taken; the input's field errors or a failure text otherwise. */
export type WorkflowOutcome = { fields?: Record<string, string[]>; message?: string } | null;

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Each input starts with what the row holds in its column (a root cause already written), else empty or today. */
function startValues(inputs: [string, WorkflowInput][], row: Row): Row {
  return Object.fromEntries(
    inputs.map(([name, input]) => {
      const stored = input.column ? row[input.column] : undefined;
      if (stored !== undefined && stored !== null && stored !== '')
        return [name, fieldKind(input.kind).toForm(stored, input)];
      return [name, input.defaultToday ? todayUtc() : fieldKind(input.kind).emptyValue];
    }),
  );
}

export function WorkflowActionDialog(props: {
  entity: EntityDefinition;
  target: { row: Row; action: string } | null;
  onClose(): void;
  onSubmit(input: Row): Promise<WorkflowOutcome>;
}) {
  const { entity, target } = props;
  const { t } = useTranslation();
  const action = target ? workflowAction(entity, target.action) : undefined;
  const inputs = Object.entries(action?.input ?? {});
  const [values, setValues] = useState<Row>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    if (!target) return;
    setValues(startValues(Object.entries(workflowAction(entity, target.action)?.input ?? {}), target.row));
    setErrors({});
    setFailure(null);
  }, [entity, target]);

  async function submit() {
    if (!target || !action) return;
    const apiInput = Object.fromEntries(
      inputs.map(([name, input]) => [name, fieldKind(input.kind).toApi(values[name], input)]),
    );
    const checked = workflowInputSchema(action, { today: todayUtc() }).safeParse(apiInput);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issueKey(issue);
      setErrors(found);
      return;
    }
    setIsSending(true);
    const outcome = await props.onSubmit(checked.data);
    setIsSending(false);
    setErrors(
      Object.fromEntries(Object.entries(outcome?.fields ?? {}).map(([name, keys]) => [name, keys[0]!])),
    );
    setFailure(outcome?.message ?? null);
  }

  const label = (name: string, input: WorkflowInput) =>
    t(`entities:${entity.name}.actions.${target?.action}.input.${name}`, {
      defaultValue: fieldLabel(t, entity, input.column ?? name),
    });
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target ? actionText(t, entity, target.action, 'title', target.row) : ''}
      closeButtonProps={{ 'aria-label': t('entityUi:close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          {inputs.map(([name, input]) => {
            const Input = fieldKind(input.kind).Input;
            return (
              <Input
                key={name}
                entity={entity}
                name={name}
                field={input}
                label={label(name, input)}
                description={
                  t(`entities:${entity.name}.actions.${target?.action}.hint.${name}`, { defaultValue: '' }) ||
                  undefined
                }
                value={values[name]}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [name]: value }));
                  setErrors(({ [name]: _, ...others }) => others);
                }}
                error={errors[name] ? t(errors[name]!) : undefined}
                disabled={isSending}
              />
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('entityUi:cancel')}
            </Button>
            <Button
              type="submit"
              color={target ? toneOf(entity, target.action).color : undefined}
              loading={isSending}
            >
              {target ? actionText(t, entity, target.action, 'label', target.row) : ''}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
