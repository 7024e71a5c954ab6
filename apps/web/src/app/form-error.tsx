import { Alert } from '@mantine/core';

/** Why a form was not saved, above its inputs (announced at once); nothing while there is no reason. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}
